/**
 * A local OpenID Connect issuer on 127.0.0.1 that stands in for Google in browser tests. It is
 * oidc-provider, speaking the real protocol (discovery, authorization code with PKCE, ID tokens
 * signed with its keys), with its development login and consent pages. Whatever login name is
 * typed becomes the person: "alice" signs in as alice@example.test, named "Alice Example".
 *
 * Like Google, it grants the read-only Google Tasks scope when the app asks for it (connecting Google Tasks), and the
 * Google Tasks fake started beside it (tests/fakes/google-tasks.ts, on GOOGLE_TASKS_FAKE_PORT) accepts the access
 * tokens this issuer gave out with that scope, as Google's API accepts the tokens of Google's sign-in.
 *
 * Run: tsx tests/fakes/oidc-server.ts  (OIDC_PORT, APP_URL and GOOGLE_TASKS_FAKE_PORT from the environment)
 */
import Provider from "oidc-provider";
import { type FakeGoogleTaskList, startGoogleTasksFake, TASKS_READONLY_SCOPE } from "./google-tasks";
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
    // Google's Tasks scope, granted on the consent page like the others (Google's own scopes are not OpenID claims).
    scopes: ["openid", "offline_access", TASKS_READONLY_SCOPE],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...personFor(id) }) }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["wallminder-e2e-cookie-key"] },
    pkce: { required: () => true },
  });
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every member's Google task lists in the browser tests, dated from the day they are read: "My Tasks" (picked first by
 * the list picker), "Work" with a task three days overdue, and "Groceries".
 */
export function e2eGoogleTaskLists(): FakeGoogleTaskList[] {
  return [
    {
      id: "e2e-inbox",
      title: "My Tasks",
      tasks: [{ title: "Water the plants" }, { title: "Renew the passport", due: daysFromToday(3) }],
    },
    {
      id: "e2e-work",
      title: "Work",
      tasks: [
        { title: "Send the quarterly report", due: daysFromToday(-3) },
        { title: "Book the team lunch" },
        { title: "Old memo", status: "completed" },
      ],
    },
    { id: "e2e-groceries", title: "Groceries", tasks: [{ title: "Buy oat milk" }] },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.OIDC_PORT ?? 4010);
  const appUrl = process.env.APP_URL ?? "http://127.0.0.1:3100";
  const issuer = createIssuer(`http://127.0.0.1:${port}`, appUrl);
  startGoogleTasksFake({
    port: Number(process.env.GOOGLE_TASKS_FAKE_PORT ?? port + 20),
    // An access token this issuer gave out and that has not expired: the scopes it was granted, and the lists.
    resolveToken: async (token) => {
      const found = await issuer.AccessToken.find(token);
      return found ? { scopes: (found.scope ?? "").split(" "), lists: e2eGoogleTaskLists() } : undefined;
    },
  }).then((tasks) =>
    issuer.listen(port, "127.0.0.1", () => {
      console.log(`local OpenID Connect issuer on http://127.0.0.1:${port} for ${appUrl}, Google Tasks on ${tasks.url}`);
    }),
  );
}
