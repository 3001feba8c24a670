/**
 * Reads a JSON request body with a size cap that holds while the body streams in: a client that
 * sends 10 MB is refused after the first `maxBytes`, without the rest ever being read.
 */
import type * as z from "zod/mini";
import { describeIssues } from "@/lib/api/common";
import { ApiError } from "./api-error";
import { findUnstorableText, unstorableTextError } from "./text";

/** Enough for a 5,000-character list with its options; routes that take images raise it. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError(400, "invalidJson");
  }
}

/** The body parsed as JSON, its text storable, and checked against the schema; ApiError 400 / 413 / 415 otherwise. */
export async function readJsonBody<T extends z.ZodMiniType>(request: Request, schema: T, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<z.output<T>> {
  const type = request.headers.get("content-type");
  if (type !== null && !/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) throw new ApiError(415, "unsupportedMediaType");
  const text = await readBodyText(request, maxBytes);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalidJson");
  }
  const unstorable = findUnstorableText(raw);
  if (unstorable !== null) throw unstorableTextError(unstorable || "body");
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, "invalidRequest", { issues: describeIssues(parsed.error) });
  return parsed.data;
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, "bodyTooLarge", { kilobytes: Math.floor(maxBytes / 1024) });
}
