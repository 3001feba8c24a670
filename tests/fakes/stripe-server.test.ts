/**
 * The Stripe fake, driven by the real `stripe` SDK over HTTP, with its webhooks checked by the SDK's own
 * signature verification on a small local receiver.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseForm, startStripeFake, type StripeFake } from "./stripe-server";

const SECRET = "whsec_test_wallminder";
const DAY = 24 * 3600;

interface Received {
  raw: string;
  signature: string;
  event: Stripe.Event;
}

let fake: StripeFake;
let receiver: Server;
let received: Received[] = [];
let receiverStatus = 200;
let stripe: Stripe;

const client = (key: string) => new Stripe(key, { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0, telemetry: false });

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const signature = String(request.headers["stripe-signature"]);
      try {
        // What the app's webhook route does: verify the raw body against the signing secret.
        received.push({ raw, signature, event: stripe.webhooks.constructEvent(raw, signature, SECRET) });
        response.writeHead(receiverStatus).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`;
  fake = await startStripeFake({ webhookSecret: SECRET, webhookUrl });
  stripe = client("sk_test_wallminder");
});

afterAll(async () => {
  await fake.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
  receiverStatus = 200;
  fake.setDown(false);
  fake.hold(false);
});

/** A customer and an open checkout session for them, as the app's upgrade route makes them. */
async function startCheckout(price = "price_monthly_test") {
  const customer = await stripe.customers.create({ email: "alice@example.test", metadata: { user_id: "user_1" } });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    success_url: "http://127.0.0.1:3100/account?checkout={CHECKOUT_SESSION_ID}",
    cancel_url: "http://127.0.0.1:3100/pricing",
    client_reference_id: "user_1",
    metadata: { user_id: "user_1" },
    subscription_data: { metadata: { user_id: "user_1" } },
  });
  return { customer, session };
}

/** Pays on the hosted checkout page as a browser would: the form POST, without following the redirect. */
async function pay(session: Stripe.Checkout.Session) {
  const response = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: "POST", redirect: "manual" });
  await fake.idle();
  return response;
}

describe("parseForm", () => {
  it("reads Stripe's bracket notation into objects and arrays", () => {
    const body = "metadata[user_id]=u%201&line_items[0][price]=p&line_items[0][quantity]=1&expand[]=a&expand[]=b&mode=subscription";
    expect(parseForm(body)).toEqual({
      metadata: { user_id: "u 1" },
      line_items: [{ price: "p", quantity: "1" }],
      expand: ["a", "b"],
      mode: "subscription",
    });
    expect(parseForm("expand[0]=subscription&subscription_data[metadata][k]=v")).toEqual({
      expand: ["subscription"],
      subscription_data: { metadata: { k: "v" } },
    });
  });
});

describe("the Stripe fake through the real SDK", () => {
  it("creates and retrieves a customer", async () => {
    const created = await stripe.customers.create({ email: "bob@example.test", metadata: { user_id: "user_2" } });
    expect(created).toMatchObject({ object: "customer", email: "bob@example.test", metadata: { user_id: "user_2" }, livemode: false });
    expect(created.id).toMatch(/^cus_/);
    expect(created.lastResponse.requestId).toMatch(/^req_/);
    const again = await stripe.customers.retrieve(created.id);
    expect(again).toMatchObject({ id: created.id, email: "bob@example.test" });
  });

  it("opens a checkout session on its own hosted page", async () => {
    const { customer, session } = await startCheckout();
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer: customer.id,
      client_reference_id: "user_1",
      metadata: { user_id: "user_1" },
      amount_total: 290,
      currency: "usd",
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);
    const page = await fetch(session.url!).then((r) => r.text());
    expect(page).toContain("Test Stripe Checkout");
    expect(page).toContain("$2.90");
    expect(page).toContain(">Pay</button>");
    expect(page).toContain('href="http://127.0.0.1:3100/pricing">Back</a>');
  });

  it("pays: a subscription, the session complete and paid, signed webhooks, and the redirect to success_url", async () => {
    const { customer, session } = await startCheckout();
    const response = await pay(session);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`http://127.0.0.1:3100/account?checkout=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(done).toMatchObject({ status: "complete", payment_status: "paid", customer: customer.id });
    const sub = done.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({ object: "subscription", status: "active", customer: customer.id, cancel_at_period_end: false });
    expect(sub.metadata).toEqual({ user_id: "user_1" });
    const item = sub.items.data[0]!;
    expect(item.object).toBe("subscription_item");
    expect(item.price).toMatchObject({ id: "price_monthly_test", object: "price", unit_amount: 290, recurring: { interval: "month" } });
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * DAY);
    expect(item.current_period_end - item.current_period_start).toBeLessThanOrEqual(31 * DAY);
    expect(sub).not.toHaveProperty("current_period_end"); // not on the subscription in the SDK's API version

    expect(received.map((r) => r.event.type)).toEqual(["checkout.session.completed", "customer.subscription.created"]);
    const completed = received[0]!.event;
    expect(completed).toMatchObject({ object: "event", livemode: false, api_version: Stripe.API_VERSION });
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.data.object).toMatchObject({ id: session.id, subscription: sub.id, client_reference_id: "user_1" });
    expect(received[1]!.event.data.object).toMatchObject({ id: sub.id, metadata: { user_id: "user_1" } });
    expect(
      fake
        .events()
        .slice(-2)
        .map((e) => e.deliveries),
    ).toEqual([[{ status: 200 }], [{ status: 200 }]]);

    // A second Pay does not buy twice.
    expect((await pay(session)).status).toBe(303);
    expect(received).toHaveLength(2);
  });

  it("signs webhooks that verify only with the right secret", async () => {
    const { session } = await startCheckout();
    await pay(session);
    const { raw, signature } = received[0]!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(raw, signature, SECRET).type).toBe("checkout.session.completed");
    expect(() => stripe.webhooks.constructEvent(raw, signature, "whsec_wrong")).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(raw.replace("complete", "open"), signature, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("puts an annual plan's period end a year on", async () => {
    const { session } = await startCheckout("price_annual_test");
    expect(session.amount_total).toBe(2433);
    const sub = await fake.completeCheckout(session.id);
    const item = (await stripe.subscriptions.retrieve(sub.id)).items.data[0]!;
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(365 * DAY);
    expect(item.price.recurring?.interval).toBe("year");
  });

  it("cancels at period end from the portal page, then for good through the API", async () => {
    const { customer, session } = await startCheckout();
    const sub = await fake.completeCheckout(session.id);
    received = [];

    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "http://127.0.0.1:3100/account" });
    expect(portal).toMatchObject({ object: "billing_portal.session", customer: customer.id, return_url: "http://127.0.0.1:3100/account" });
    const page = await fetch(portal.url).then((r) => r.text());
    expect(page).toContain("Cancel plan");
    expect(page).toContain('href="http://127.0.0.1:3100/account">Return</a>');

    const cancel = await fetch(`${portal.url}/cancel`, { method: "POST", body: new URLSearchParams({ subscription: sub.id }), redirect: "manual" });
    expect(cancel.status).toBe(303);
    const canceling = await stripe.subscriptions.retrieve(sub.id);
    expect(canceling).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: canceling.items.data[0]!.current_period_end });
    expect(received.map((r) => r.event.type)).toEqual(["customer.subscription.updated"]);
    expect(received[0]!.event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect(await fetch(portal.url).then((r) => r.text())).toContain("Cancels on");

    const resumed = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false, metadata: { note: "stayed" } });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, metadata: { user_id: "user_1", note: "stayed" } });

    const ended = await stripe.subscriptions.cancel(sub.id);
    expect(ended).toMatchObject({ status: "canceled" });
    expect(ended.ended_at).toBeTypeOf("number");
    await fake.idle();
    expect(received.map((r) => r.event.type)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
    await expect(stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })).rejects.toThrow(/canceled subscription/);
  });

  it("deletes a customer as Stripe does: its subscriptions end at once, and it is gone", async () => {
    const { customer, session } = await startCheckout();
    const sub = await fake.completeCheckout(session.id);
    received = [];

    const deleted = await stripe.customers.del(customer.id);
    expect(deleted).toMatchObject({ id: customer.id, object: "customer", deleted: true });
    await fake.idle();
    expect(received.map((r) => r.event.type)).toEqual(["customer.subscription.deleted", "customer.deleted"]);
    expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({
      status: "canceled",
      cancellation_details: { reason: "cancellation_requested" },
    });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, deleted: true });

    await expect(stripe.customers.del(customer.id)).rejects.toMatchObject({ code: "resource_missing", statusCode: 404 });
    await expect(stripe.billingPortal.sessions.create({ customer: customer.id })).rejects.toMatchObject({ code: "resource_missing" });
  });

  it("answers errors in Stripe's shape, which the SDK turns into its error classes", async () => {
    const { customer } = await startCheckout();
    const unknownPrice = stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_nope", quantity: 1 }],
      success_url: "http://127.0.0.1:3100/account",
    });
    await expect(unknownPrice).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(unknownPrice).rejects.toMatchObject({
      message: "No such price: 'price_nope'",
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "resource_missing",
      param: "line_items[0][price]",
    });

    await expect(stripe.checkout.sessions.create({ success_url: "http://x" } as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      code: "parameter_missing",
      param: "mode",
    });
    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such subscription: 'sub_missing'",
    });
    await expect(stripe.billingPortal.sessions.create({ customer: "cus_missing" })).rejects.toMatchObject({ statusCode: 400, param: "customer" });

    const badKey = client("sk_live_not_a_test_key").customers.create({ email: "x@example.test" });
    await expect(badKey).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(badKey).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/^Invalid API Key provided/) });
  });

  it("can be down: 500s, or dropped connections", async () => {
    fake.setDown(true);
    const failing = stripe.customers.create({ email: "x@example.test" });
    await expect(failing).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(failing).rejects.toMatchObject({ statusCode: 500 });
    fake.setDown("reset");
    await expect(stripe.customers.create({ email: "x@example.test" })).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    fake.setDown(false);
    const customer = await stripe.customers.create({ email: "x@example.test" });
    expect(customer).toMatchObject({ object: "customer" });

    // Down for one object only, as a browser test needs while others use the same fake beside it.
    const other = await stripe.customers.create({ email: "y@example.test" });
    fake.setDown(true, `/v1/customers/${customer.id}`);
    await expect(stripe.customers.del(customer.id)).rejects.toMatchObject({ statusCode: 500 });
    await expect(stripe.customers.retrieve(other.id)).resolves.toMatchObject({ id: other.id });
    await expect(stripe.customers.create({ email: "z@example.test" })).resolves.toMatchObject({ object: "customer" });
    fake.setDown(false);
  });

  it("moves a subscription to past_due and canceled, with the events Stripe sends", async () => {
    const { session } = await startCheckout();
    const sub = await fake.completeCheckout(session.id);
    received = [];

    await fake.setSubscriptionStatus(sub.id, "past_due");
    expect(received.map((r) => r.event.type)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
    const invoice = received[0]!.event.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ object: "invoice", status: "open", customer: sub.customer, amount_due: 290 });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(received[1]!.event.data).toMatchObject({
      object: { status: "past_due", latest_invoice: invoice.id },
      previous_attributes: { status: "active" },
    });

    // Over HTTP, as the browser tests do.
    const response = await fetch(`${fake.url}/_fake/subscriptions/${sub.id}/status`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "canceled" }),
    });
    expect(await response.json()).toMatchObject({ id: sub.id, status: "canceled", cancellation_details: { reason: "payment_failed" } });
    expect(received.at(-1)!.event.type).toBe("customer.subscription.deleted");
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe("canceled");
  });

  it("records deliveries, redelivers, and delivers held events out of order and twice", async () => {
    const { session } = await startCheckout();
    receiverStatus = 500;
    await pay(session);
    const [completed, created] = fake.events().slice(-2);
    expect(completed!.deliveries).toEqual([{ status: 500 }]);

    receiverStatus = 200;
    expect(await fake.redeliver(completed!.event.id)).toBe(200);
    const overHttp = await fetch(`${fake.url}/_fake/events/${created!.event.id}/redeliver`, { method: "POST" }).then((r) => r.json());
    expect(overHttp).toEqual({ status: 200 });
    expect(completed!.deliveries.map((d) => d.status)).toEqual([500, 200]);

    received = [];
    fake.hold(true);
    const next = await startCheckout();
    await pay(next.session);
    expect(received).toEqual([]);
    const held = fake
      .events()
      .slice(-2)
      .map((r) => r.event);
    expect(held.map((e) => e.type)).toEqual(["checkout.session.completed", "customer.subscription.created"]);
    await fake.deliver(held, { reorder: true, duplicate: true });
    expect(received.map((r) => r.event.type)).toEqual([
      "customer.subscription.created",
      "customer.subscription.created",
      "checkout.session.completed",
      "checkout.session.completed",
    ]);
    expect(new Set(received.map((r) => r.event.id)).size).toBe(2);

    const all = await fetch(`${fake.url}/_fake/events`).then((r) => r.json() as Promise<Array<{ event: { id: string } }>>);
    expect(all.map((r) => r.event.id)).toContain(held[0]!.id);
  });
});
