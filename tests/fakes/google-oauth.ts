/**
 * A local fake of Google's OAuth 2.0 token endpoint on 127.0.0.1, for renewing an access token with a refresh token
 * (developers.google.com/identity/protocols/oauth2/web-server, "Refreshing an access token"): its discovery document
 * (as accounts.google.com/.well-known/openid-configuration gives it, pointing at this fake) and POST /token with a form
 * body of `grant_type=refresh_token`, `refresh_token`, and the client's id and secret (in the body, or as Basic
 * authorization). It answers `{ access_token, expires_in, scope, token_type: "Bearer" }` without a new refresh token,
 * as Google does; `400 { error: "invalid_grant", error_description }` for a refresh token it does not know or that the
 * member revoked; `401 { error: "invalid_client" }` for the wrong client; `400 { error: "unsupported_grant_type" }` for
 * any other grant.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { closeServer, listenLocally } from "./fake-http";

export interface RecordedTokenRequest {
  grantType: string | null;
  refreshToken: string | null;
  clientId: string | null;
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }).end(JSON.stringify(body));

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** The client's id and secret, from Basic authorization or the form (Google takes either). */
function clientOf(request: IncomingMessage, form: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  if (!basic) return { id: form.get("client_id"), secret: form.get("client_secret") };
  const [id, secret] = Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent);
  return { id: id ?? null, secret: secret ?? null };
}

export async function startGoogleOAuthFake(client: { id: string; secret: string }) {
  /** refresh token → the access token and scope the next refresh with it gives. */
  const grants = new Map<string, { accessToken: string; scope: string }>();
  const requests: RecordedTokenRequest[] = [];

  async function serveToken(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const { id, secret } = clientOf(request, form);
    requests.push({ grantType: form.get("grant_type"), refreshToken: form.get("refresh_token"), clientId: id });
    if (id !== client.id || secret !== client.secret)
      return json(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    if (form.get("grant_type") !== "refresh_token")
      return json(response, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type." });
    const grant = grants.get(form.get("refresh_token") ?? "");
    if (!grant) return json(response, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
    json(response, 200, { access_token: grant.accessToken, expires_in: 3599, scope: grant.scope, token_type: "Bearer" });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (request.method === "GET" && path === "/.well-known/openid-configuration") {
      return json(response, 200, {
        issuer: url,
        authorization_endpoint: `${url}/o/oauth2/v2/auth`,
        token_endpoint: `${url}/token`,
        userinfo_endpoint: `${url}/v1/userinfo`,
        jwks_uri: `${url}/oauth2/v3/certs`,
        response_types_supported: ["code"],
        id_token_signing_alg_values_supported: ["RS256"],
        grant_types_supported: ["authorization_code", "refresh_token"],
        token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      });
    }
    if (request.method === "POST" && path === "/token") return void serveToken(request, response);
    json(response, 404, { error: "not_found" });
  });
  const url = `http://127.0.0.1:${await listenLocally(server)}`;

  return {
    url,
    discoveryUrl: `${url}/.well-known/openid-configuration`,
    requests,
    /** A refresh with `refreshToken` gives `accessToken` (with `scope`), as often as it is asked. */
    grant(refreshToken: string, accessToken: string, scope: string) {
      grants.set(refreshToken, { accessToken, scope });
    },
    /** The member took Wallminder's access away at myaccount.google.com: the refresh token is refused from now on. */
    revoke(refreshToken: string) {
      grants.delete(refreshToken);
    },
    close: () => closeServer(server),
  };
}

export type GoogleOAuthFake = Awaited<ReturnType<typeof startGoogleOAuthFake>>;
