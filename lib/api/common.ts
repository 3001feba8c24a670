/**
 * What every API answer has in common, shared by the routes and the browser code that calls them:
 * a failure is always `{ success: false, message }` with a 4xx or 5xx status.
 *
 * The API's schemas use `zod/mini`: the browser parses answers with them, and the mini build keeps
 * that code a few kilobytes instead of the whole of zod on every page.
 */
import * as z from "zod/mini";

export const ApiFailureSchema = z.object({ success: z.literal(false), message: z.string() });
export type ApiFailure = z.infer<typeof ApiFailureSchema>;

/** The message of a failed answer's body, or null when the body is not the one error shape. */
export function failureMessage(body: unknown): string | null {
  const parsed = ApiFailureSchema.safeParse(body);
  return parsed.success ? parsed.data.message : null;
}

/** "options.width: width must be a number; text: ..." — short, and never echoes the input back. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".").slice(0, 100) || "body"}: ${issue.message}`)
    .join("; ");
}
