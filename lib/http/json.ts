/** Small helpers for route handlers that answer JSON. */
import { z } from "zod";
import { apiMessages } from "@/lib/i18n/server";
import { checkInputSize, MAX_LINES, MAX_TEXT_LENGTH } from "@/lib/tasks/input";

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ success: false, message, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Reads and validates a JSON body. Returns the data, or a message a person can act on for
 * malformed JSON and schema failures alike.
 */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<{ data: z.infer<T> } | { error: string }> {
  const t = apiMessages();
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { error: t("invalidJson") };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
    return { error: t("invalidRequest", { issues }) };
  }
  return { data: parsed.data };
}

/** parseJsonBody for routes that answer `{ success, message }`: the data, or the 400 response to send. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<{ data: z.infer<T> } | { response: Response }> {
  const body = await parseJsonBody(request, schema);
  return "error" in body ? { response: jsonError(400, body.error) } : body;
}

/** The 413 to send when a list is over the 5,000-character or 100-line limit, or null. */
export function inputSizeError(text: string): Response | null {
  const t = apiMessages();
  const problem = checkInputSize(text);
  if (problem === "too-long") return jsonError(413, t("tooLong", { max: MAX_TEXT_LENGTH }));
  if (problem === "too-many-lines") return jsonError(413, t("tooManyLines", { max: MAX_LINES }));
  return null;
}
