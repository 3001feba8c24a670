import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requirePro } from "@/lib/auth/session";
import { saveSubscription } from "@/lib/db/queries/subscriptions";
import { account, session, user } from "@/lib/db/schema";
import { SITE, signIn, withBearer, withCookie } from "@/tests/helpers/auth";
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
      expect(body).toMatchObject({ user: { email: address, displayName: address.split("@")[0] }, plan: "free", isPro: false, subscription: { status: null } });
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

describe("requirePro", () => {
  it("answers 401 to a visitor, 403 to a free user and lets a Pro user through", async () => {
    const visitor = await requirePro(new Request(`${SITE}/api/wallpaper/history`));
    expect("response" in visitor && visitor.response.status).toBe(401);

    const signedIn = await signIn(email());
    const free = await requirePro(withBearer(signedIn, `${SITE}/api/wallpaper/history`));
    expect("response" in free && free.response.status).toBe(403);
    if (!("response" in free)) throw new Error("expected a refusal");
    expect(await free.response.json()).toMatchObject({ message: "Pro subscription required to access wallpaper history." });

    const { user: who } = await (await GET(withBearer(signedIn, `${SITE}/api/me`))).json();
    await saveSubscription(database.current.db, who.id, { subscriptionStatus: "active" });
    const pro = await requirePro(withBearer(signedIn, `${SITE}/api/wallpaper/history`));
    expect("viewer" in pro && pro.viewer.email).toBe(signedIn.email);
  });
});
