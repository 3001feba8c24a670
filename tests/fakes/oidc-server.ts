/**
 * A local OpenID Connect issuer on 127.0.0.1 that stands in for Google in browser tests. It is
 * oidc-provider, speaking the real protocol (discovery, authorization code with PKCE, ID tokens
 * signed with its keys), with its development login and consent pages. Whatever login name is
 * typed becomes the person: "alice" signs in as alice@example.test, named "Alice Example".
 *
 * Run: tsx tests/fakes/oidc-server.ts  (OIDC_PORT and APP_URL from the environment)
 */
import Provider from "oidc-provider";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./oidc-client";

export function personFor(login: string) {
  const local = login.includes("@") ? login.split("@")[0]! : login;
  const email = login.includes("@") ? login : `${login}@example.test`;
  const name = `${local.charAt(0).toUpperCase()}${local.slice(1)} Example`;
  return { email, email_verified: true, name };
}

export function createIssuer(issuer: string, appUrl: string) {
  return new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${appUrl}/api/auth/callback/google`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...personFor(id) }) }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["wallminder-e2e-cookie-key"] },
    pkce: { required: () => true },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.OIDC_PORT ?? 4010);
  const appUrl = process.env.APP_URL ?? "http://127.0.0.1:3100";
  createIssuer(`http://127.0.0.1:${port}`, appUrl).listen(port, "127.0.0.1", () => {
    console.log(`local OpenID Connect issuer on http://127.0.0.1:${port} for ${appUrl}`);
  });
}
