import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { saveSubscription } from "@/lib/db/queries/subscriptions";
import { account, session, taskSources, user, userSubscriptions, wallpapers } from "@/lib/db/schema";
import { logger } from "@/lib/log";
import { issuePushAddress } from "@/lib/sources/push-address";
import { getImageStore } from "@/lib/storage";
import { userPrefix, wallpaperKey } from "@/lib/storage/image-store";
import { SITE, signIn, withBearer, withCookie } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { DELETE } from "./route";

const database = openTestDatabase();

async function personWithData() {
  const signedIn = await signIn(`delete-${randomUUID().slice(0, 8)}@example.test`);
  const { user: who } = await (await me(withBearer(signedIn, `${SITE}/api/me`))).json();
  const db = database.current.db;
  await saveSubscription(db, who.id, { subscriptionStatus: "active", customerId: "cus_delete" });
  for (const id of [randomUUID(), randomUUID()]) {
    const key = wallpaperKey(who.id, id);
    await getImageStore().put(key, new Uint8Array([137, 80, 78, 71]));
    await db.insert(wallpapers).values({ id, userId: who.id, text: "Call mum", mode: "plain", width: 1179, height: 2556, storagePath: key });
  }
  // A connected source with its sealed token, and the push address: both go with the account.
  await db.insert(taskSources).values({ id: randomUUID(), userId: who.id, kind: "todoist", label: "Todoist", secret: "v1.sealed" });
  await issuePushAddress(db, who.id, "Shortcut", "UTC");
  return { signedIn, userId: who.id as string };
}

async function rowsOf(userId: string) {
  const db = database.current.db;
  return {
    user: (await db.select().from(user).where(eq(user.id, userId))).length,
    session: (await db.select().from(session).where(eq(session.userId, userId))).length,
    account: (await db.select().from(account).where(eq(account.userId, userId))).length,
    subscription: (await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId))).length,
    wallpapers: (await db.select().from(wallpapers).where(eq(wallpapers.userId, userId))).length,
    sources: (await db.select().from(taskSources).where(eq(taskSources.userId, userId))).length,
  };
}

describe("DELETE /api/account", () => {
  it("answers 401 to a visitor", async () => {
    expect((await DELETE(new Request(`${SITE}/api/account`, { method: "DELETE" }))).status).toBe(401);
  });

  it("removes the person's rows and images for good, and leaves everyone else's", async () => {
    const leaving = await personWithData();
    const staying = await personWithData();
    // Through the store's own listing, so that this holds on the local folder and on an S3 store alike.
    const imagesOf = async (userId: string) => (await getImageStore().list(userPrefix(userId))).length;
    expect(await imagesOf(leaving.userId)).toBe(2);

    const response = await DELETE(withCookie(leaving.signedIn, `${SITE}/api/account`, { method: "DELETE" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token=;") && cookie.includes("Max-Age=0"))).toBe(
      true,
    );
    expect(response.headers.getSetCookie().every((cookie) => /; Max-Age=0;/.test(cookie) && /HttpOnly/.test(cookie))).toBe(true);

    expect(await rowsOf(leaving.userId)).toEqual({ user: 0, session: 0, account: 0, subscription: 0, wallpapers: 0, sources: 0 });
    expect(await imagesOf(leaving.userId)).toBe(0);
    expect((await me(withBearer(leaving.signedIn, `${SITE}/api/me`))).status).toBe(401);

    expect(await rowsOf(staying.userId)).toEqual({ user: 1, session: 1, account: 0, subscription: 1, wallpapers: 2, sources: 2 });
    expect(await imagesOf(staying.userId)).toBe(2);
  });

  it("keeps the person signed in, with everything, when the delete fails", async () => {
    const person = await personWithData();
    vi.spyOn(database.current.db, "transaction").mockRejectedValueOnce(new Error("database went away"));
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const response = await DELETE(withCookie(person.signedIn, `${SITE}/api/account`, { method: "DELETE" }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: "The server encountered an error. Please try again later." });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await rowsOf(person.userId)).toEqual({ user: 1, session: 1, account: 0, subscription: 1, wallpapers: 2, sources: 2 });
    expect((await me(withCookie(person.signedIn, `${SITE}/api/me`))).status).toBe(200);
  });
});
