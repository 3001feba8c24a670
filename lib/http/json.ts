/** Small helpers for route handlers that answer JSON. */
import { z } from "zod";
import { apiMessages } from "@/lib/i18n/server";

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ success: false, message, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Reads and validates a JSON body. Returns the data, or the 400 response to send: malformed JSON
 * and schema failures both get a message a person can act on.
 */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<{ data: z.infer<T> } | { response: Response }> {
  const t = apiMessages();
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { response: jsonError(400, t("invalidJson")) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
    return { response: jsonError(400, t("invalidRequest", { issues })) };
  }
  return { data: parsed.data };
}
