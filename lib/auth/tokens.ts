/**
 * Session tokens stay where a script cannot read them: in the HttpOnly cookie. A session token is
 * also a bearer token, so Better Auth's answers are trimmed before they leave:
 * - `token` fields are removed from the session answers (get-session, list-sessions), which any
 *   script on the page could read;
 * - the `set-auth-token` header (the bearer plugin's) is sent only to a client that asks for one
 *   with `Want-Bearer-Token: 1`, such as an API client following its sign-in link.
 */
import "server-only";

const SESSION_ANSWERS = new Set(["/api/auth/get-session", "/api/auth/list-sessions"]);
export const WANT_BEARER_HEADER = "want-bearer-token";

export async function withholdTokens(request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  if (request.headers.get(WANT_BEARER_HEADER) !== "1") {
    headers.delete("set-auth-token");
    const exposed = headers.get("access-control-expose-headers");
    if (exposed) headers.set("access-control-expose-headers", exposed.replace(/\s*,?\s*set-auth-token/gi, "").replace(/^\s*,\s*/, ""));
  }
  let body: BodyInit | null = response.body;
  if (SESSION_ANSWERS.has(new URL(request.url).pathname) && response.headers.get("content-type")?.includes("application/json")) {
    body = JSON.stringify(withoutTokens(await response.json()));
    headers.delete("content-length");
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}
