/**
 * Refuses state-changing requests that a browser sent from another website (cross-site request
 * forgery). API clients that send no Origin header, such as scripts with a bearer token, pass.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossOriginWrite(method: string, headers: Headers, trustedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  if (trustedOrigins.includes(origin)) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host; // "null" and other opaque origins throw here
  } catch {
    return true;
  }
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  return originHost !== host;
}
