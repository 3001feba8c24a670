/**
 * Refuses state-changing requests that a browser sent from another website (cross-site request
 * forgery). API clients that send no Origin header, such as scripts with a bearer token, pass.
 *
 * Besides the site's configured origins, a request's Origin must be the site as this request reached it: the same
 * scheme and host (port included). X-Forwarded-Host and X-Forwarded-Proto say how it was reached only behind a
 * proxy of the deployment's own (`behindProxy`, TRUSTED_PROXY_HOPS); otherwise a client wrote them.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossOriginWrite(method: string, headers: Headers, trustedOrigins: readonly string[], behindProxy = false): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  if (trustedOrigins.includes(origin)) return false;
  let from: URL;
  try {
    from = new URL(origin); // "null" and other opaque origins throw here
  } catch {
    return true;
  }
  const forwarded = (name: string) => (behindProxy ? headers.get(name) : null);
  const host = forwarded("x-forwarded-host") ?? headers.get("host");
  const scheme = forwarded("x-forwarded-proto") ?? "http";
  return from.protocol !== `${scheme}:` || from.host !== host;
}
