/** The whole Pro path on the demo provider, through the real routes, as a fresh machine runs it. */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/create-checkout-session/route";
import { POST as demoBilling } from "@/app/api/demo/billing/route";
import { POST as demoCheckout } from "@/app/api/demo/checkout/[id]/route";
import { GET as me } from "@/app/api/me/route";
import { POST as aliasCheckout } from "@/app/api/payment/create-checkout-session/route";
import { POST as verifySubscription } from "@/app/api/payment/verify-subscription/route";
import { POST as verifyPayment } from "@/app/api/payment-verification/route";
import { POST as portal } from "@/app/api/billing-portal/route";
import { findSubscription } from "@/lib/db/queries/subscriptions";
import { paymentEvents } from "@/lib/db/schema";
import { SITE, type SignedIn, signIn } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { DEMO_PRICES } from "./demo";
import { applyEvent, getBilling, resetBilling } from "./service";

const database = openTestDatabase();
const as = (who: SignedIn | null, path: string, body: unknown) =>
  jsonPost(`${SITE}${path}`, body, who ? { Authorization: `Bearer ${who.token}` } : {});
const person = () => signIn(`payer-${randomUUID().slice(0, 8)}@example.test`);
const idOf = async (who: SignedIn) =>
  ((await (await me(new Request(`${SITE}/api/me`, { headers: { Authorization: `Bearer ${who.token}` } }))).json()) as { user: { id: string } }).user
    .id;
const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function startAndPay(who: SignedIn, priceId = DEMO_PRICES.annual) {
  const started = await (await checkout(as(who, "/api/create-checkout-session", { priceId }))).json();
  const paid = await demoCheckout(as(who, `/api/demo/checkout/${started.sessionId}`, { action: "pay" }), params(started.sessionId));
  return { sessionId: started.sessionId as string, paid: await paid.json() };
}

describe("the demo provider", () => {
  beforeEach(() => resetBilling());
  afterEach(() => resetBilling());

  it("starts a checkout on our own test page for an offered price, and refuses anything else", async () => {
    const who = await person();
    const response = await checkout(as(who, "/api/create-checkout-session", { priceId: DEMO_PRICES.monthly }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      sessionId: expect.stringMatching(/^cs_demo_/),
      url: `${SITE}/demo/checkout/${body.sessionId}`,
      message: "Taking you to checkout.",
    });

    expect(await (await aliasCheckout(as(who, "/api/payment/create-checkout-session", { priceId: "price_free_forever" }))).json()).toEqual({
      success: false,
      message: "That plan is not offered. Please pick the monthly or the annual plan.",
    });
    expect((await checkout(as(null, "/api/create-checkout-session", { priceId: DEMO_PRICES.monthly }))).status).toBe(401);
    expect((await checkout(as(who, "/api/create-checkout-session", { priceId: 42 }))).status).toBe(400);
  });

  it("reuses one customer for every checkout of the same person", async () => {
    const who = await person();
    await checkout(as(who, "/api/create-checkout-session", { priceId: DEMO_PRICES.monthly }));
    await checkout(as(who, "/api/create-checkout-session", { priceId: DEMO_PRICES.annual }));
    const rows = await database.current.db.query.billingCustomers.findMany();
    const userId = await idOf(who);
    expect(rows.filter((row) => row.userId === userId)).toHaveLength(1);
  });

  it("pays, returns to the success page, and makes the person Pro; verifying again changes nothing", async () => {
    const who = await person();
    const { sessionId, paid } = await startAndPay(who);
    expect(paid).toEqual({ success: true, url: `${SITE}/payment/success?session_id=${sessionId}` });
    expect(await (await me(new Request(`${SITE}/api/me`, { headers: { Authorization: `Bearer ${who.token}` } }))).json()).toMatchObject({
      isPro: true,
      plan: "pro",
    });

    const events = async () => (await database.current.db.select().from(paymentEvents)).length;
    const before = await events();
    for (let i = 0; i < 2; i++) {
      const verified = await verifyPayment(as(who, "/api/payment-verification", { sessionId }));
      expect(await verified.json()).toEqual({
        success: true,
        message: "Your subscription was successfully activated!",
        subscription: {
          status: "active",
          isPro: true,
          interval: "annual",
          currentPeriodEnd: expect.any(String),
          cancelAtPeriodEnd: false,
          provider: "demo",
        },
      });
    }
    expect(await events()).toBe(before);
    const end = new Date((await findSubscription(database.current.db, await idOf(who)))!.currentPeriodEnd!);
    expect(end.getTime() - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  });

  it("answers 404 for someone else's checkout session, and changes nothing for anyone", async () => {
    const owner = await person();
    const intruder = await person();
    const started = await (await checkout(as(owner, "/api/create-checkout-session", { priceId: DEMO_PRICES.monthly }))).json();
    const payAsIntruder = await demoCheckout(as(intruder, `/api/demo/checkout/${started.sessionId}`, { action: "pay" }), params(started.sessionId));
    expect([payAsIntruder.status, await payAsIntruder.json()]).toEqual([404, { success: false, message: "Invalid payment session" }]);
    await demoCheckout(as(owner, `/api/demo/checkout/${started.sessionId}`, { action: "pay" }), params(started.sessionId));

    for (const [route, path, body] of [
      [verifyPayment, "/api/payment-verification", { sessionId: started.sessionId }],
      [verifySubscription, "/api/payment/verify-subscription", { sessionId: started.sessionId }],
    ] as const) {
      const response = await route(as(intruder, path, body));
      expect([response.status, await response.json()]).toEqual([404, { success: false, message: "Invalid payment session" }]);
    }
    expect(await findSubscription(database.current.db, await idOf(intruder))).toBeNull();
    expect((await verifyPayment(as(intruder, "/api/payment-verification", { sessionId: "cs_made_up" }))).status).toBe(404);
  });

  it("applies the same event once, and ends in the latest state whatever the order", async () => {
    const who = await person();
    await startAndPay(who);
    const userId = await idOf(who);
    const row = (await findSubscription(database.current.db, userId))!;
    const provider = getBilling()!;
    const event = {
      id: `evt_${randomUUID()}`,
      type: "customer.subscription.updated",
      subscriptionId: row.subscriptionId,
      customerId: row.customerId,
      userId: null,
    };
    expect(await applyEvent(database.current.db, provider, event)).toBe("applied");
    expect(await applyEvent(database.current.db, provider, event)).toBe("duplicate");

    // Cancel at period end, then a stale "created" event arrives late: the row keeps the cancel.
    const cancelled = await demoBilling(as(who, "/api/demo/billing", { action: "cancel_at_period_end" }));
    expect((await cancelled.json()).subscription).toMatchObject({ isPro: true, cancelAtPeriodEnd: true });
    await applyEvent(database.current.db, provider, { ...event, id: `evt_${randomUUID()}`, type: "customer.subscription.created" });
    expect(await findSubscription(database.current.db, userId)).toMatchObject({ subscriptionStatus: "active", cancelAtPeriodEnd: true });

    const ended = await demoBilling(as(who, "/api/demo/billing", { action: "cancel_now" }));
    expect((await ended.json()).subscription).toMatchObject({ status: "canceled", isPro: false });
    await applyEvent(database.current.db, provider, { ...event, id: `evt_${randomUUID()}`, type: "checkout.session.completed" });
    expect(await findSubscription(database.current.db, userId)).toMatchObject({ subscriptionStatus: "canceled" });
  });

  it("acknowledges an event about a customer nobody has, without applying it", async () => {
    const outcome = await applyEvent(database.current.db, getBilling()!, {
      id: `evt_${randomUUID()}`,
      type: "customer.subscription.updated",
      subscriptionId: "sub_nobody",
      customerId: "cus_nobody",
      userId: null,
    });
    expect(outcome).toBe("ignored");
  });

  it("opens the demo billing page for a subscriber, and says so to someone without a billing account", async () => {
    const who = await person();
    expect(await (await portal(as(who, "/api/billing-portal", {}))).json()).toEqual({
      success: false,
      message: "You have no billing account yet: subscribe first.",
    });
    await startAndPay(who);
    expect(await (await portal(as(who, "/api/billing-portal", {}))).json()).toEqual({ success: true, url: `${SITE}/demo/billing` });
  });

  it("is never used on a public deployment: checkout says payments are unavailable", async () => {
    const who = await person();
    const saved = { NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL };
    Object.assign(process.env, { NODE_ENV: "production", SITE_URL: "https://wallminder.example" });
    resetBilling();
    try {
      const response = await checkout(as(who, "/api/create-checkout-session", { priceId: DEMO_PRICES.monthly }));
      expect([response.status, await response.json()]).toEqual([
        503,
        { success: false, message: "Payment system is currently unavailable. Please try again later." },
      ]);
    } finally {
      Object.assign(process.env, saved);
    }
  });
});
