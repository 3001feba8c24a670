/**
 * The Stripe path through the real routes, the real `stripe` SDK and a local fake of Stripe's API
 * that speaks its wire format and signs its webhooks as Stripe does.
 */
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as checkout } from "@/app/api/create-checkout-session/route";
import { POST as verifyPayment } from "@/app/api/payment-verification/route";
import { POST as portal } from "@/app/api/billing-portal/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { findSubscription } from "@/lib/db/queries/subscriptions";
import { paymentEvents } from "@/lib/db/schema";
import { logger } from "@/lib/log";
import type { StripeFake } from "@/tests/fakes/stripe-server";
import { SITE, type SignedIn, signIn, userIdOf } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { STRIPE_TEST_PRICES, withStripeFake } from "@/tests/helpers/stripe";

const database = openTestDatabase();
const SECRET = "whsec_test_wallminder";
const { monthly: MONTHLY, annual: ANNUAL } = STRIPE_TEST_PRICES;

const stripe = withStripeFake(SECRET);
let fake: StripeFake;
beforeEach(() => {
  fake = stripe.fake;
  fake.hold(false);
  fake.setDown(false);
});

const as = (who: SignedIn | null, path: string, body: unknown) =>
  jsonPost(`${SITE}${path}`, body, who ? { Authorization: `Bearer ${who.token}` } : {});
const person = () => signIn(`stripe-${randomUUID().slice(0, 8)}@example.test`);
async function startCheckout(who: SignedIn, priceId = ANNUAL) {
  const response = await checkout(as(who, "/api/create-checkout-session", { priceId }));
  expect(response.status).toBe(200);
  return (await response.json()) as { sessionId: string; url: string };
}
const signedEvent = (payload: string, secret = SECRET) => ({
  "Content-Type": "application/json",
  "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
});

describe("Stripe checkout", () => {
  it("starts hosted Checkout for an offered price with the person on the session, and reuses their customer", async () => {
    const who = await person();
    const first = await startCheckout(who, MONTHLY);
    expect(first.sessionId).toMatch(/^cs_/);
    expect(first.url).toMatch(new RegExp(`^${fake.url}/`));
    const session = fake.object(first.sessionId) as Record<string, unknown>;
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: await userIdOf(who),
      success_url: `${SITE}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/subscription`,
    });
    const second = await startCheckout(who, ANNUAL);
    expect((fake.object(second.sessionId) as { customer: string }).customer).toBe(session.customer);

    const refused = await checkout(as(who, "/api/create-checkout-session", { priceId: "price_cheaper" }));
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { success: false, message: "That plan is not offered. Please pick the monthly or the annual plan." },
    ]);
    expect((await checkout(as(null, "/api/create-checkout-session", { priceId: MONTHLY }))).status).toBe(401);
  });

  it("makes the person Pro from the webhooks, and verification on return agrees without applying anything twice", async () => {
    const who = await person();
    const { sessionId } = await startCheckout(who);
    await fake.completeCheckout(sessionId);
    await fake.idle();
    const userId = await userIdOf(who);
    expect(await findSubscription(database.current.db, userId)).toMatchObject({
      subscriptionStatus: "active",
      provider: "stripe",
      priceId: ANNUAL,
      cancelAtPeriodEnd: false,
    });
    const events = (await database.current.db.select().from(paymentEvents)).length;
    const verified = await verifyPayment(as(who, "/api/payment-verification", { sessionId }));
    expect(await verified.json()).toMatchObject({
      success: true,
      subscription: { status: "active", isPro: true, interval: "annual", provider: "stripe" },
    });
    expect((await database.current.db.select().from(paymentEvents)).length).toBe(events);
  });

  it("makes the person Pro on return even when the webhook has not arrived yet", async () => {
    const who = await person();
    const { sessionId } = await startCheckout(who, MONTHLY);
    fake.hold(true);
    await fake.completeCheckout(sessionId);
    const verified = await verifyPayment(as(who, "/api/payment-verification", { sessionId }));
    expect(verified.status).toBe(200);
    expect(await findSubscription(database.current.db, await userIdOf(who))).toMatchObject({ subscriptionStatus: "active" });
  });

  it("answers 404 for someone else's session id, and changes nothing", async () => {
    const owner = await person();
    const intruder = await person();
    const { sessionId } = await startCheckout(owner);
    await fake.completeCheckout(sessionId);
    const response = await verifyPayment(as(intruder, "/api/payment-verification", { sessionId }));
    expect([response.status, await response.json()]).toEqual([404, { success: false, message: "Invalid payment session" }]);
    expect(await findSubscription(database.current.db, await userIdOf(intruder))).toBeNull();
    expect((await verifyPayment(as(intruder, "/api/payment-verification", { sessionId: "cs_test_made_up" }))).status).toBe(404);
  });

  it("says payments are unavailable when Stripe is down, never a 500", async () => {
    const who = await person();
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    fake.setDown(true);
    const response = await checkout(as(who, "/api/create-checkout-session", { priceId: MONTHLY }));
    expect([response.status, await response.json()]).toEqual([
      503,
      { success: false, message: "Payment system is currently unavailable. Please try again later." },
    ]);
    expect((await portal(as(who, "/api/billing-portal", {}))).status).toBeLessThan(500);
    // Nothing half-written: the person has no subscription row.
    expect(await findSubscription(database.current.db, await userIdOf(who))).toBeNull();
  });
});

describe("Stripe webhooks", () => {
  it("refuses a missing or forged signature with 400, and applies nothing", async () => {
    const payload = JSON.stringify(fake.makeEvent("customer.subscription.updated", { id: "sub_forged", object: "subscription" }));
    for (const headers of [
      { "Content-Type": "application/json" },
      signedEvent(payload, "whsec_wrong"),
      { ...signedEvent(payload), "Stripe-Signature": "t=1,v1=deadbeef" },
    ]) {
      const response = await webhook(new Request(`${SITE}/api/stripe/webhook`, { method: "POST", headers, body: payload }));
      expect([response.status, await response.json()]).toEqual([400, { success: false, message: "The webhook signature is missing or invalid." }]);
    }
  });

  it("applies a redelivered event once, and ends in the latest state when events come out of order or twice", async () => {
    const who = await person();
    const userId = await userIdOf(who);
    const { sessionId } = await startCheckout(who);
    fake.hold(true);
    await fake.completeCheckout(sessionId);
    const subscriptionId = (fake.object(sessionId) as { subscription: string }).subscription;
    await fake.setSubscriptionStatus(subscriptionId, "past_due");
    const held = fake
      .events()
      .map((sent) => sent.event)
      .filter((event) => JSON.stringify(event.data.object).includes(subscriptionId));
    expect(held.map((event) => event.type)).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.payment_failed",
      "customer.subscription.updated",
    ]);

    await fake.deliver(held, { reorder: true, duplicate: true });
    expect(await findSubscription(database.current.db, userId)).toMatchObject({ subscriptionStatus: "past_due", subscriptionId });
    const stored = await database.current.db.select().from(paymentEvents);
    for (const event of held) expect(stored.filter((row) => row.id === event.id)).toHaveLength(1);
    expect(
      fake
        .events()
        .filter((sent) => held.includes(sent.event))
        .flatMap((sent) => sent.deliveries.map((d) => d.status)),
    ).toEqual(Array(8).fill(200));
  });

  it("acknowledges an event for a customer nobody has, with 200, and logs it", async () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const stranger = await (
      await fetch(`${fake.url}/v1/customers`, {
        method: "POST",
        headers: { Authorization: "Bearer sk_test_x" },
        body: new URLSearchParams({ email: "x@example.test" }),
      })
    ).json();
    fake.hold(true);
    const session = await (
      await fetch(`${fake.url}/v1/checkout/sessions`, {
        method: "POST",
        headers: { Authorization: "Bearer sk_test_x" },
        body: new URLSearchParams({
          mode: "subscription",
          customer: stranger.id,
          "line_items[0][price]": MONTHLY,
          "line_items[0][quantity]": "1",
          success_url: `${SITE}/x`,
          cancel_url: `${SITE}/y`,
        }),
      })
    ).json();
    await fake.completeCheckout(session.id);
    const events = fake
      .events()
      .filter((sent) => sent.event.type === "customer.subscription.created")
      .at(-1)!.event;
    await fake.deliver(events);
    expect(
      fake
        .events()
        .find((sent) => sent.event.id === events.id)!
        .deliveries.at(-1)!.status,
    ).toBe(200);
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ customerId: stranger.id }), expect.stringMatching(/unknown customer/));
  });

  it("follows a cancel in the customer portal: Pro until the period ends, then free when it is deleted", async () => {
    const who = await person();
    const userId = await userIdOf(who);
    const { sessionId } = await startCheckout(who, MONTHLY);
    await fake.completeCheckout(sessionId);
    await fake.idle();
    const opened = await (await portal(as(who, "/api/billing-portal", {}))).json();
    expect(opened.url).toMatch(new RegExp(`^${fake.url}/`));

    const subscriptionId = (fake.object(sessionId) as { subscription: string }).subscription;
    const stripe = new Stripe("sk_test_x", { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await fake.idle();
    expect(await findSubscription(database.current.db, userId)).toMatchObject({ subscriptionStatus: "active", cancelAtPeriodEnd: true });
    await stripe.subscriptions.cancel(subscriptionId);
    await fake.idle();
    expect(await findSubscription(database.current.db, userId)).toMatchObject({ subscriptionStatus: "canceled" });
  });
});
