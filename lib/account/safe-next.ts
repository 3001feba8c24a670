/**
 * Where to go after signing in: only a path on this site, never an address elsewhere (open
 * redirect). The input is resolved the way a browser would, with the URL parser against a stand-in
 * origin, and kept only when it stays on that origin. What comes out is the parser's normalised
 * path, query and fragment: one leading slash, percent-encoded, no control characters, so the
 * browser's own clean-up (which drops tabs and newlines, and reads backslashes as slashes) has
 * nothing left to turn into another host.
 */
const HOME = "/";
const STAND_IN = "https://wallminder.invalid";
/** C0 controls, DEL, and backslashes: browsers drop or rewrite them before resolving. */
const REWRITTEN_BY_BROWSERS = /[\u0000-\u001f\u007f\\]/;
const MAX_LENGTH = 2048;

export function safeNext(next: string | string[] | null | undefined): string {
  // A repeated ?next= arrives as a list: not a path.
  if (typeof next !== "string" || !next || next.length > MAX_LENGTH || !next.startsWith("/") || REWRITTEN_BY_BROWSERS.test(next)) return HOME;
  let url: URL;
  try {
    url = new URL(next, STAND_IN);
  } catch {
    return HOME;
  }
  if (url.origin !== STAND_IN) return HOME;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser already collapsed nothing into "//host"; checked again so no future change can.
  return path.startsWith("/") && !path.startsWith("//") ? path : HOME;
}
