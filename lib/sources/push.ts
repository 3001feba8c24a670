/**
 * What a push address accepts (decision record 021): a list from an iOS Shortcut ("Find Reminders", then "Get
 * Contents of URL" with method POST) or any script, as plain text (one task per line) or JSON. The JSON forms are the
 * ones a Shortcut sends: a Request Body of JSON with a field "tasks" holding the Reminders variable arrives as one text
 * with a title per line, or as an array of titles when the field's type is Array; a script may send the array itself.
 * Everything else is refused with what to send instead.
 */
import { MAX_LINES, MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { splitLines } from "@/lib/tasks/lines";
import { cleanText, MAX_TASK_LENGTH } from "./tasks";
import type { SourceTask } from "./types";

// A NUL (Postgres refuses it) or half of a surrogate pair (from JSON's escapes).
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A push body's cap: a hundred lines of a lock screen's length, with room for JSON's quotes and escapes. */
export const MAX_PUSH_BYTES = 16 * 1024;

export type PushProblem = "type" | "json" | "shape" | "unstorable" | "tooManyLines" | "tooLong" | "lineTooLong";

export class PushBodyError extends Error {
  override name = "PushBodyError";
  constructor(readonly problem: PushProblem) {
    super(problem);
  }
}

/** Which of the two accepted forms a Content-Type names, or null for any other. */
export function pushFormat(contentType: string | null): "text" | "json" | null {
  if (contentType === null) return null;
  if (/^text\/plain\s*(;|$)/i.test(contentType)) return "text";
  if (/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType)) return "json";
  return null;
}

/** The pushed list as tasks, in its order; PushBodyError for anything else. An empty list is a list (nothing to do). */
export function parsePushedList(body: string, format: "text" | "json"): SourceTask[] {
  const lines = format === "text" ? splitLines(body) : linesOfJson(body);
  // Checked after JSON's escapes are read: "\u0000" is a NUL too. Nothing is kept from a body that holds one.
  if (lines.some((line) => UNSTORABLE.test(line)) || body.includes("\u0000")) throw new PushBodyError("unstorable");
  if (lines.length > MAX_LINES) throw new PushBodyError("tooManyLines");
  if (lines.reduce((total, line) => total + line.length, 0) > MAX_TEXT_LENGTH) throw new PushBodyError("tooLong");
  if (lines.some((line) => Array.from(line).length > MAX_TASK_LENGTH)) throw new PushBodyError("lineTooLong");
  return lines.map((line) => ({ text: cleanText(line), urgent: false })).filter((task) => task.text.length > 0);
}

function linesOfJson(body: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new PushBodyError("json");
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) value = (value as { tasks?: unknown }).tasks;
  if (typeof value === "string") return splitLines(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.flatMap((item: string) => splitLines(item));
  throw new PushBodyError("shape");
}
