import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveSubscription } from "@/lib/db/queries/subscriptions";
import { account, session, user } from "@/lib/db/schema";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { jsonPost } from "@/tests/helpers/requests";
import { mailboxLinks } from "@/lib/auth/mail";
import { requestMagicLink, SITE, signIn, withBearer, withCookie } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { GET } from "./route";

const database = openTestDatabase();
const email = () => `person-${randomUUID().slice(0, 8)}@example.test`;

describe("GET /api/me", () => {
  it("answers 401 with the sign-in message to a visitor", async () => {
    const response = await GET(new Request(`${SITE}/api/me`));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, message: "Authorization error: Please try signing in again." });
  });

  it("signs a new person up by magic link and knows them by cookie and by bearer token", async () => {
    const address = email();
    const signedIn = await signIn(address);

    for (const request of [withCookie(signedIn, `${SITE}/api/me`), withBearer(signedIn, `${SITE}/api/me`)]) {
      const response = await GET(request);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        user: { email: address, displayName: address.split("@")[0] },
        plan: "free",
        isPro: false,
        subscription: { status: null },
      });
    }

    const [row] = await database.current.db.select().from(user).where(eq(user.email, address));
    expect(row?.emailVerified).toBe(true);
    expect(await database.current.db.select().from(session).where(eq(session.userId, row!.id))).toHaveLength(1);
    expect(await database.current.db.select().from(account).where(eq(account.userId, row!.id))).toHaveLength(0);
  });

  it("keeps the session in an HttpOnly, SameSite=Lax cookie that lasts 30 days", async () => {
    const { setCookie: cookie } = await signIn(email());
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i); // plain http on a local site; https sites get Secure cookies
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBe(30 * 24 * 60 * 60);
  });

  it("refuses a made-up bearer token", async () => {
    const response = await GET(new Request(`${SITE}/api/me`, { headers: { Authorization: "Bearer not-a-session" } }));
    expect(response.status).toBe(401);
  });

  it("reports Pro for an active or trialing subscription and free for a canceled one", async () => {
    const signedIn = await signIn(email());
    const me = async () => (await GET(withBearer(signedIn, `${SITE}/api/me`))).json();
    const { user: who } = await me();

    await saveSubscription(database.current.db, who.id, { subscriptionStatus: "active" });
    expect(await me()).toMatchObject({ plan: "pro", isPro: true, subscription: { status: "active" } });
    await saveSubscription(database.current.db, who.id, { subscriptionStatus: "trialing" });
    expect(await me()).toMatchObject({ plan: "pro" });
    await saveSubscription(database.current.db, who.id, { subscriptionStatus: "canceled" });
    expect(await me()).toMatchObject({ plan: "free", isPro: false, subscription: { status: "canceled" } });
  });
});

describe("session tokens stay in the cookie", () => {
  it("leaves tokens out of the session answers a page script can read", async () => {
    const signedIn = await signIn(email());
    const session = await authGet(withCookie(signedIn, `${SITE}/api/auth/get-session`));
    const body = await session.json();
    expect(body.user.email).toBe(signedIn.email);
    expect(JSON.stringify(body)).not.toContain(signedIn.token.split(".")[0]);
    expect(body.session).not.toHaveProperty("token");
    const list = await authGet(withCookie(signedIn, `${SITE}/api/auth/list-sessions`));
    const sessions = await list.json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).not.toHaveProperty("token");
    expect(session.headers.get("set-auth-token")).toBeNull();
  });

  it("sends a bearer token only to a client that asks for one", async () => {
    const address = email();
    await requestMagicLink(address, { "X-Forwarded-For": "198.51.100.7" });
    const links = mailboxLinks().filter((link) => link.email === address);
    const browser = await authGet(new Request(links[0]!.url, { headers: { Origin: SITE } }));
    expect(browser.status).toBe(302);
    expect(browser.headers.get("set-auth-token")).toBeNull();
    expect(browser.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(true);

    await requestMagicLink(address, { "X-Forwarded-For": "198.51.100.8" });
    const script = await authGet(
      new Request(mailboxLinks().find((link) => link.email === address)!.url, { headers: { Origin: SITE, "Want-Bearer-Token": "1" } }),
    );
    const token = script.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    expect((await GET(new Request(`${SITE}/api/me`, { headers: { Authorization: `Bearer ${token}` } }))).status).toBe(200);
  });
});

describe("names a person writes", () => {
  it("refuses a NUL or a megabyte in a name with 400, and stores names cleaned", async () => {
    const signedIn = await signIn(email());
    const update = (name: string) => authPost(jsonPost(`${SITE}/api/auth/update-user`, { name }, { Origin: SITE, Cookie: signedIn.cookie }));
    for (const name of ["Ada\u0000", "x".repeat(1_000_000)]) {
      const refused = await update(name);
      expect(refused.status).toBe(name.length > 1000 ? 413 : 400);
      expect(await refused.json()).toMatchObject({ success: false });
    }
    expect((await update("  Ada   Lovelace ")).status).toBe(200);
    const { user: who } = await (await GET(withBearer(signedIn, `${SITE}/api/me`))).json();
    expect(who.name).toBe("Ada Lovelace");
  });

  it("signs up a person whose link asked for a name with a NUL: refused up front, never a 500", async () => {
    const response = await authPost(jsonPost(`${SITE}/api/auth/sign-in/magic-link`, { email: email(), name: "A\u0000B" }, { Origin: SITE }));
    expect(response.status).toBe(400);
  });
});
