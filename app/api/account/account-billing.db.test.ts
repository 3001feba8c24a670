/**
 * Deleting an account ends its plan at the payment provider first (decision record 017): through the real routes, the
 * real `stripe` SDK and the local Stripe fake, then on the demo provider a fresh machine uses.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as checkout } from "@/app/api/create-checkout-session/route";
import { POST as demoCheckout } from "@/app/api/demo/checkout/[id]/route";
import { GET as me } from "@/app/api/me/route";
import { DEMO_PRICES } from "@/lib/billing/demo";
import { resetBilling } from "@/lib/billing/service";
import { findSubscription } from "@/lib/db/queries/subscriptions";
import { billingCustomers, demoSubscriptions, user, wallpapers } from "@/lib/db/schema";
import { logger } from "@/lib/log";
import { getImageStore } from "@/lib/storage";
import { userPrefix, wallpaperKey } from "@/lib/storage/image-store";
import type { StripeFake } from "@/tests/fakes/stripe-server";
import { SITE, type SignedIn, signIn, userIdOf, withBearer, withCookie } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { withStripeFake } from "@/tests/helpers/stripe";
import { DELETE } from "./route";

const database = openTestDatabase();
const as = (who: SignedIn, path: string, body: unknown) => jsonPost(`${SITE}${path}`, body, { Authorization: `Bearer ${who.token}` });
const deleteAccount = (who: SignedIn) => DELETE(withCookie(who, `${SITE}/api/account`, { method: "DELETE" }));

/** A signed-in person with two saved wallpapers (rows and images). */
async function personWithWallpapers(prefix: string) {
  const who = await signIn(`${prefix}-${randomUUID().slice(0, 8)}@example.test`);
  const id = await userIdOf(who);
  for (const wallpaperId of [randomUUID(), randomUUID()]) {
    const key = wallpaperKey(id, wallpaperId);
    await getImageStore().put(key, new Uint8Array([137, 80, 78, 71]));
    await database.current.db
      .insert(wallpapers)
      .values({ id: wallpaperId, userId: id, text: "Pay the gas bill", mode: "plain", width: 1179, height: 2556, storagePath: key });
  }
  return { who, id };
}

async function whatIsLeft(userId: string) {
  const db = database.current.db;
  return {
    user: (await db.select().from(user).where(eq(user.id, userId))).length,
    plan: (await findSubscription(db, userId))?.subscriptionStatus ?? null,
    customer: (await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId))).length,
    wallpapers: (await db.select().from(wallpapers).where(eq(wallpapers.userId, userId))).length,
    images: (await getImageStore().list(userPrefix(userId))).length,
  };
}

describe("deleting an account with a Stripe plan", () => {
  const stripe = withStripeFake("whsec_test_account_deletion");
  let fake: StripeFake;
  beforeEach(() => {
    fake = stripe.fake;
    fake.setDown(false);
  });

  /** A Pro member: checkout through the route, paid on the fake, the webhooks applied. */
  async function proMember() {
    const person = await personWithWallpapers("stripe-leaver");
    const started = (await (await checkout(as(person.who, "/api/create-checkout-session", { priceId: "price_annual_test" }))).json()) as {
      sessionId: string;
    };
    const subscription = await fake.completeCheckout(started.sessionId);
    await fake.idle();
    const customerId = String(subscription.customer);
    expect(await whatIsLeft(person.id)).toEqual({ user: 1, plan: "active", customer: 1, wallpapers: 2, images: 2 });
    return { ...person, subscriptionId: String(subscription.id), customerId };
  }

  it("cancels the subscription at Stripe at once and deletes the customer, then the account", async () => {
    const member = await proMember();
    const response = await deleteAccount(member.who);
    expect([response.status, await response.json()]).toEqual([
      200,
      { success: true, message: "Your account and everything in it have been deleted." },
    ]);

    expect(fake.object(member.subscriptionId)).toMatchObject({ status: "canceled", cancellation_details: { reason: "cancellation_requested" } });
    expect(fake.object(member.customerId)).toEqual({ id: member.customerId, object: "customer", deleted: true });
    expect(await whatIsLeft(member.id)).toEqual({ user: 0, plan: null, customer: 0, wallpapers: 0, images: 0 });
    expect((await me(withBearer(member.who, `${SITE}/api/me`))).status).toBe(401);
  });

  it("answers the webhooks that arrive after the deletion with 200 and changes nothing", async () => {
    const member = await proMember();
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    expect((await deleteAccount(member.who)).status).toBe(200);
    await fake.idle();
    const late = fake.events().filter(({ event }) => JSON.stringify(event.data.object).includes(member.customerId));
    // The subscription's creation, redelivered late, and the cancellation Stripe sends for the deletion.
    expect(late.map(({ event }) => event.type)).toEqual(
      expect.arrayContaining(["customer.subscription.created", "customer.subscription.deleted", "customer.deleted"]),
    );
    for (const { event } of late) expect(await fake.redeliver(event.id)).toBe(200);
    expect(late.flatMap(({ deliveries }) => deliveries.map(({ status }) => status)).every((status) => status === 200)).toBe(true);
    expect(await whatIsLeft(member.id)).toEqual({ user: 0, plan: null, customer: 0, wallpapers: 0, images: 0 });
  });

  it("deletes nothing when Stripe cannot be reached: 503, and the account, its wallpapers and its plan stay whole", async () => {
    const member = await proMember();
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    for (const mode of [true, "reset"] as const) {
      fake.setDown(mode);
      const response = await deleteAccount(member.who);
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("60");
      expect(response.headers.getSetCookie()).toEqual([]);
      expect((await response.json()).message).toMatch(/^We couldn't reach the payment system to end your plan, so nothing was deleted/);
      expect(await whatIsLeft(member.id)).toEqual({ user: 1, plan: "active", customer: 1, wallpapers: 2, images: 2 });
      expect(fake.object(member.subscriptionId)).toMatchObject({ status: "active" });
    }
    expect((await me(withBearer(member.who, `${SITE}/api/me`))).status).toBe(200);

    fake.setDown(false);
    expect((await deleteAccount(member.who)).status).toBe(200);
    expect(fake.object(member.subscriptionId)).toMatchObject({ status: "canceled" });
  });

  it("finishes a deletion whose customer Stripe had already deleted", async () => {
    const member = await proMember();
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await fetch(`${fake.url}/v1/customers/${member.customerId}`, { method: "DELETE", headers: { Authorization: "Bearer sk_test_x" } });
    expect((await deleteAccount(member.who)).status).toBe(200);
    expect(await whatIsLeft(member.id)).toEqual({ user: 0, plan: null, customer: 0, wallpapers: 0, images: 0 });
  });
});

describe("deleting an account with a demo plan", () => {
  beforeEach(() => resetBilling());
  afterEach(() => resetBilling());

  it("ends the demo subscription through the same provider interface, then deletes the account", async () => {
    const person = await personWithWallpapers("demo-leaver");
    const started = (await (await checkout(as(person.who, "/api/create-checkout-session", { priceId: DEMO_PRICES.monthly }))).json()) as {
      sessionId: string;
    };
    const params = { params: Promise.resolve({ id: started.sessionId }) };
    expect((await demoCheckout(as(person.who, `/api/demo/checkout/${started.sessionId}`, { action: "pay" }), params)).status).toBe(200);
    expect(await whatIsLeft(person.id)).toMatchObject({ plan: "active", customer: 1 });
    const [demoPlan] = await database.current.db.select().from(demoSubscriptions).where(eq(demoSubscriptions.userId, person.id));

    // Watch the provider's own record: the account's rows cascade away with it, so the end must be seen on the way.
    const statusOnDelete = vi.fn();
    const db = database.current.db;
    const transaction = db.transaction.bind(db);
    vi.spyOn(db, "transaction").mockImplementationOnce(async (work) => {
      const [row] = await db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, demoPlan!.id));
      statusOnDelete(row?.status);
      return transaction(work);
    });

    expect((await deleteAccount(person.who)).status).toBe(200);
    expect(statusOnDelete).toHaveBeenCalledWith("canceled");
    expect(await whatIsLeft(person.id)).toEqual({ user: 0, plan: null, customer: 0, wallpapers: 0, images: 0 });
  });
});
