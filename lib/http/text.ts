/**
 * Text the database can store. Postgres refuses a NUL character and half of a surrogate pair (which
 * JSON's "\u0000" and "\ud800" escapes and a URL's %00 produce) with an error, so requests that
 * carry them are refused at the door instead.
 */
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
