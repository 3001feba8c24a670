/**
 * Text the database can store. Postgres refuses a NUL character and half of a surrogate pair (which
 * JSON's "\u0000" and "\ud800" escapes and a URL's %00 produce) with an error, so requests that
 * carry them are refused at the door instead.
 */
import { ApiError } from "./api-error";

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !text.includes("\u0000") && !UNPAIRED_SURROGATE.test(text);

/**
 * Where a parsed JSON value holds text the database cannot store ("tasks.0.text"; "" for the value
 * itself), keys included, or null when it holds none. Iterative, for JSON nested thousands deep.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: Array<[path: string, value: unknown]> = [["", value]];
  while (pending.length > 0) {
    const [path, next] = pending.pop()!;
    if (typeof next === "string" && !isStorableText(next)) return path;
    if (typeof next !== "object" || next === null) continue;
    for (const [key, inner] of Object.entries(next)) {
      // A key is never echoed back: the object holding it is named instead.
      if (!isStorableText(key)) return path;
      pending.push([path ? `${path}.${key}` : key, inner]);
    }
  }
  return null;
}

/** The 400 for text the database cannot store, naming where it was ("tasks.0.text", "id"), never the text. */
export function unstorableTextError(where: string): ApiError {
  return new ApiError(400, "invalidRequest", { issues: `${where.slice(0, 100)}: text must not contain NUL characters or unpaired surrogates` });
}

/** Refuses a request whose path segments or query hold text the database cannot store (a %00). */
export function assertStorableUrl(url: URL, params: unknown): void {
  const param = findUnstorableText(params);
  if (param !== null) throw unstorableTextError(param || "path");
  for (const [key, value] of url.searchParams) {
    if (!isStorableText(key)) throw unstorableTextError("query");
    if (!isStorableText(value)) throw unstorableTextError(key);
  }
}
