/**
 * A local fake of the few Stripe API endpoints Wallminder uses, on 127.0.0.1, speaking Stripe's wire protocol so that
 * tests drive the real `stripe` SDK: `new Stripe("sk_test_…", { host: "127.0.0.1", port, protocol: "http" })`.
 * Form-encoded requests with bracket notation in, JSON out; Stripe's error shape and statuses; `expand` on id fields;
 * webhooks signed as Stripe signs them (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, t + "." + payload)).
 *
 * Faked: customers (create, retrieve, delete: which cancels the customer's subscriptions at once); Checkout sessions in subscription mode (create, retrieve, and a hosted page
 * whose Pay button creates the subscription); billing portal sessions (a page whose "Cancel plan" cancels at period
 * end); subscriptions (retrieve, update, cancel); the events these send. Test controls are in-process functions and,
 * for browser tests, HTTP under /_fake/.
 *
 * Shapes: field names and `object` values follow Stripe's OpenAPI description (github.com/stripe/openapi, its
 * openapi/fixtures3.json) and the types the SDK generates from it for its pinned API version (Stripe.API_VERSION,
 * 2026-10-28.endive in stripe@23.1.0). Since 2025-03-31.basil the billing period is on the subscription item
 * (items.data[].current_period_start/end), not on the subscription, and an invoice names its subscription under
 * parent.subscription_details. Objects carry the fields an app reads; Stripe's many optional settings are left out.
 *
 * Run: tsx tests/fakes/stripe-server.ts  (STRIPE_FAKE_PORT, STRIPE_WEBHOOK_SECRET, STRIPE_WEBHOOK_URL)
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

type Obj = Record<string, unknown>;
export interface FakePrice {
  id: string;
  unit_amount: number;
  currency: string;
  interval: "month" | "year";
  nickname?: string;
}
export interface StripeFakeOptions {
  webhookSecret: string;
  webhookUrl?: string;
  port?: number;
  prices?: FakePrice[];
  apiVersion?: string;
}
export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: Obj; previous_attributes?: Obj };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}
/** An event and every attempt to deliver it: the receiver's status, or null when it could not be reached. */
export interface SentEvent {
  event: FakeEvent;
  deliveries: Array<{ status: number | null; error?: string }>;
}
/** true: every /v1 call answers 500 api_error; "reset": the connection is dropped (the SDK throws StripeConnectionError). */
export type DownMode = boolean | "reset";

export const DEFAULT_PRICES: FakePrice[] = [
  { id: "price_monthly_test", unit_amount: 290, currency: "usd", interval: "month", nickname: "Wallminder Pro, monthly" },
  { id: "price_annual_test", unit_amount: 2433, currency: "usd", interval: "year", nickname: "Wallminder Pro, annual" },
];

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString("hex")}`;
const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);
const esc = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
const day = (unix: unknown) => new Date(Number(unix) * 1000).toISOString().slice(0, 10);
const firstItem = (sub: Obj) => (sub.items as { data: Obj[] }).data[0]!;
/** The fields Stripe sends as null until they are set. */
const nulls = (...keys: string[]): Obj => Object.fromEntries(keys.map((key) => [key, null]));

/** Stripe's form encoding back to objects: `a[b]=1`, `items[0][price]=p`, `expand[]=x` (`[]` and `[0]` make arrays). */
export function parseForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const slot = path[i] === "" ? String((node as unknown as unknown[]).length) : path[i]!;
      if (i === path.length - 1) node[slot] = value;
      else node = (node[slot] ??= /^\d*$/.test(path[i + 1]!) ? [] : {}) as Obj;
    }
  }
  return root;
}

/** Metadata as Stripe sets it: an empty value removes the key. */
function setMetadata(target: Obj, input: unknown) {
  for (const [key, value] of Object.entries(input && typeof input === "object" ? input : {})) {
    if (value === "") delete target[key];
    else target[key] = String(value);
  }
}

function periodEnd(start: number, interval: "month" | "year") {
  const d = new Date(start * 1000);
  return Math.floor((interval === "month" ? d.setUTCMonth(d.getUTCMonth() + 1) : d.setUTCFullYear(d.getUTCFullYear() + 1)) / 1000);
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, param?: string, code?: string, status = 400) =>
  new ApiError(status, { type: "invalid_request_error", message, ...(code && { code }), ...(param && { param }) });
const missing = (param: string) => invalid(`Missing required param: ${param}.`, param, "parameter_missing");

function priceObject(p: FakePrice) {
  return {
    id: p.id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: 1767225600,
    currency: p.currency,
    livemode: false,
    metadata: {},
    nickname: p.nickname ?? null,
    product: "prod_wallminder_pro",
    tax_behavior: "unspecified",
    type: "recurring",
    recurring: { interval: p.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    unit_amount: p.unit_amount,
    unit_amount_decimal: String(p.unit_amount),
    ...nulls("custom_unit_amount", "lookup_key", "tiers_mode", "transform_quantity"),
  };
}
/** The legacy `plan` a subscription item still carries beside its price. */
function planObject(p: FakePrice) {
  const { id, active, billing_scheme, created, currency, livemode, nickname, product } = priceObject(p);
  return {
    id,
    object: "plan",
    active,
    amount: p.unit_amount,
    amount_decimal: String(p.unit_amount),
    billing_scheme,
    created,
    currency,
    interval: p.interval,
    interval_count: 1,
    livemode,
    metadata: {},
    nickname,
    product,
    usage_type: "licensed",
    ...nulls("meter", "tiers_mode", "transform_usage", "trial_period_days"),
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${esc(title)}</title><style>body{font:16px system-ui;max-width:30rem;margin:3rem auto;padding:0 1rem}` +
  `button{font-size:1rem;padding:.6rem 1.4rem;margin-right:1rem}</style></head><body><p><strong>TEST MODE</strong>: ` +
  `a local fake of Stripe for Wallminder's tests. No money moves.</p><h1>${esc(title)}</h1>${body}</body></html>`;

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = typeof body !== "string";
  response.writeHead(status, { "Content-Type": json ? "application/json" : "text/html; charset=utf-8", ...headers });
  response.end(json ? JSON.stringify(body, null, 2) : body);
}

export async function startStripeFake(options: StripeFakeOptions) {
  const prices = new Map((options.prices ?? DEFAULT_PRICES).map((p) => [p.id, p]));
  const apiVersion = options.apiVersion ?? Stripe.API_VERSION;
  const objects = new Map<string, Obj>(); // every object by id; the prefixes keep kinds apart
  const bought = new Map<string, { price: FakePrice; quantity: number; subscriptionMetadata: Obj }>(); // by session id
  const sent: SentEvent[] = [];
  const inflight = new Set<Promise<void>>();
  let down: DownMode = false;
  /** While down: only the API paths starting with this fail (one test's objects), or every path when null. */
  let downPath: string | null = null;
  let held = false;
  let url = "";

  /** A stored object of `kind`; a deleted customer is "no such customer" everywhere but its own retrieval. */
  function find(kind: string, id: string, param = "id", status = 404, { deleted = false } = {}) {
    const object = objects.get(id);
    if (!object || object.object !== kind || (object.deleted && !deleted))
      throw invalid(`No such ${kind}: '${id}'`, param, "resource_missing", status);
    return object;
  }
  function store<T extends Obj>(object: T): T {
    objects.set(String(object.id), object);
    return object;
  }
  /** Replaces the id fields named in `expand` (dotted paths go deeper) by their objects. */
  function expand(object: Obj, paths: string[]): Obj {
    const out = { ...object };
    for (const path of paths) {
      const [head, ...rest] = path.split(".") as [string, ...string[]];
      const target = typeof out[head] === "string" ? objects.get(out[head]) : out[head];
      if (out[head] === null) continue;
      if (!target || typeof target !== "object") throw invalid(`This property cannot be expanded (${path}).`, "expand");
      out[head] = rest.length ? expand(target as Obj, [rest.join(".")]) : target;
    }
    return out;
  }

  // Events and their delivery
  function makeEvent(type: string, object: Obj, previous?: Obj): FakeEvent {
    const event: FakeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: apiVersion,
      created: now(),
      data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    sent.push({ event, deliveries: [] });
    return event;
  }
  async function post(record: SentEvent) {
    if (!options.webhookUrl) return void record.deliveries.push({ status: null, error: "no webhookUrl" });
    const payload = JSON.stringify(record.event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const headers = { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature, "User-Agent": "Stripe/1.0" };
    try {
      const response = await fetch(options.webhookUrl, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      record.deliveries.push({ status: response.status });
    } catch (error) {
      record.deliveries.push({ status: null, error: String(error) });
    }
  }
  function recordOf(event: FakeEvent) {
    let record = sent.find((r) => r.event.id === event.id);
    if (!record) sent.push((record = { event, deliveries: [] }));
    return record;
  }
  /** Sends events one after another: reversed with `reorder`, each twice in a row with `duplicate`. */
  async function deliver(events: FakeEvent | FakeEvent[], how: { reorder?: boolean; duplicate?: boolean } = {}) {
    let records = [events].flat().map(recordOf);
    if (how.reorder) records = records.reverse();
    if (how.duplicate) records = records.flatMap((r) => [r, r]);
    for (const record of records) await post(record);
  }
  async function redeliver(eventId: string) {
    const record = sent.find((r) => r.event.id === eventId);
    if (!record) throw invalid(`No such event: '${eventId}'`, "id", "resource_missing", 404);
    await post(record);
    return record.deliveries.at(-1)!.status;
  }
  /** New events go out in the background, as Stripe sends them after answering; idle() waits. While held: recorded only. */
  function publish(events: FakeEvent[]) {
    if (held) return Promise.resolve();
    const delivery = deliver(events).finally(() => inflight.delete(delivery));
    inflight.add(delivery);
    return delivery;
  }
  async function idle() {
    while (inflight.size) await Promise.all(inflight);
  }

  // Resources
  function createCustomer(p: Obj) {
    const customer = store({
      id: newId("cus"),
      object: "customer",
      balance: 0,
      created: now(),
      delinquent: false,
      description: str(p.description) ?? null,
      email: str(p.email) ?? null,
      invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
      livemode: false,
      metadata: {},
      name: str(p.name) ?? null,
      next_invoice_sequence: 1,
      preferred_locales: [],
      tax_exempt: "none",
      invoice_settings: nulls("custom_fields", "default_payment_method", "footer", "rendering_options"),
      ...nulls("address", "currency", "default_source", "discount", "phone", "shipping", "test_clock"),
    });
    setMetadata(customer.metadata, p.metadata);
    return customer;
  }

  /**
   * Deleting a customer, as Stripe does: "Permanently deletes a customer. It cannot be undone. Also immediately cancels
   * any active subscriptions on the customer." Retrieving it afterwards answers a stub with `deleted: true`; deleting
   * it again answers resource_missing.
   */
  function deleteCustomer(id: string) {
    find("customer", id);
    for (const sub of [...objects.values()]) {
      if (sub.object === "subscription" && sub.customer === id && sub.status !== "canceled") cancelSubscription(String(sub.id));
    }
    const stub = store({ id, object: "customer", deleted: true });
    void publish([makeEvent("customer.deleted", stub)]);
    return stub;
  }

  function createCheckoutSession(p: Obj) {
    if (!p.mode) throw missing("mode");
    if (p.mode !== "subscription") throw invalid(`This fake supports only mode=subscription, not ${String(p.mode)}.`, "mode");
    const item = (Array.isArray(p.line_items) ? p.line_items[0] : undefined) as Obj | undefined;
    if (!item) throw missing("line_items");
    const priceId = str(item.price);
    if (!priceId) throw missing("line_items[0][price]");
    const price = prices.get(priceId);
    if (!price) throw invalid(`No such price: '${priceId}'`, "line_items[0][price]", "resource_missing");
    const customer = str(p.customer);
    if (customer) find("customer", customer, "customer", 400);
    const quantity = Number(item.quantity ?? 1);
    const [id, created] = [newId("cs_test", 24), now()];
    const session = store({
      id,
      object: "checkout.session",
      amount_subtotal: price.unit_amount * quantity,
      amount_total: price.unit_amount * quantity,
      automatic_tax: { enabled: false, ...nulls("liability", "provider", "status") },
      cancel_url: str(p.cancel_url) ?? null,
      client_reference_id: str(p.client_reference_id) ?? null,
      created,
      currency: price.currency,
      customer: customer ?? null,
      customer_creation: customer ? null : "always",
      customer_email: str(p.customer_email) ?? null,
      expires_at: created + 24 * 3600,
      livemode: false,
      locale: str(p.locale) ?? null,
      metadata: {},
      mode: "subscription",
      payment_method_collection: "always",
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: "open",
      success_url: str(p.success_url) ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: `${url}/checkout/${id}`,
      ...nulls(
        "after_expiration",
        "allow_promotion_codes",
        "billing_address_collection",
        "client_secret",
        "customer_details",
        "invoice",
        "payment_intent",
        "payment_link",
        "submit_type",
        "subscription",
      ),
    });
    setMetadata(session.metadata, p.metadata);
    const subscriptionMetadata: Obj = {};
    setMetadata(subscriptionMetadata, (p.subscription_data as Obj | undefined)?.metadata);
    bought.set(id, { price, quantity, subscriptionMetadata });
    return session;
  }

  function createSubscription(customer: string, price: FakePrice, quantity: number, metadata: Obj) {
    const [id, start] = [newId("sub"), now()];
    // The billing period is on the item (API versions from 2025-03-31.basil on), not on the subscription.
    const item = {
      id: newId("si"),
      object: "subscription_item",
      created: start,
      current_period_start: start,
      current_period_end: periodEnd(start, price.interval),
      discounts: [],
      metadata: {},
      plan: planObject(price),
      price: priceObject(price),
      quantity,
      subscription: id,
      tax_rates: [],
      ...nulls("billing_thresholds", "current_trial"),
    };
    return store({
      id,
      object: "subscription",
      automatic_tax: { enabled: false, ...nulls("disabled_reason", "liability") },
      billing_cycle_anchor: start,
      billing_mode: { flexible: null, type: "classic" },
      cancel_at_period_end: false,
      cancellation_details: nulls("comment", "feedback", "reason"),
      collection_method: "charge_automatically",
      created: start,
      currency: price.currency,
      customer,
      discounts: [],
      invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
      items: { object: "list", data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
      livemode: false,
      metadata,
      start_date: start,
      status: "active",
      payment_settings: { ...nulls("payment_method_options", "payment_method_types"), save_default_payment_method: "off" },
      trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
      ...nulls(
        "application",
        "application_fee_percent",
        "billing_cycle_anchor_config",
        "cancel_at",
        "canceled_at",
        "customer_account",
        "days_until_due",
        "default_payment_method",
        "default_source",
        "description",
        "ended_at",
        "latest_invoice",
        "next_pending_invoice_item_invoice",
        "on_behalf_of",
        "pause_collection",
        "pending_invoice_item_interval",
        "pending_setup_intent",
        "pending_update",
        "schedule",
        "test_clock",
        "transfer_data",
        "trial_end",
        "trial_start",
      ),
    });
  }

  /** A renewal invoice that could not be paid. */
  function createFailedInvoice(sub: Obj) {
    const item = firstItem(sub);
    const amount = Number((item.price as Obj).unit_amount) * Number(item.quantity);
    return store({
      id: newId("in"),
      object: "invoice",
      account_country: "US",
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: "subscription_cycle",
      collection_method: "charge_automatically",
      created: now(),
      currency: sub.currency,
      customer: sub.customer,
      hosted_invoice_url: null,
      livemode: false,
      metadata: {},
      lines: { object: "list", data: [], has_more: false, url: "/v1/invoices/lines" },
      next_payment_attempt: now() + 3 * 86400,
      parent: { type: "subscription_details", quote_details: null, subscription_details: { metadata: sub.metadata, subscription: sub.id } },
      period_end: item.current_period_start,
      period_start: item.current_period_start,
      status: "open",
      subtotal: amount,
      total: amount,
    });
  }

  /** What the Pay button does: the subscription, the session complete and paid, then the webhooks (awaited). */
  async function completeCheckout(sessionId: string) {
    const session = find("checkout.session", sessionId);
    const { price, quantity, subscriptionMetadata } = bought.get(sessionId)!;
    if (session.status !== "open") throw invalid(`This Checkout Session is ${String(session.status)}, not open.`);
    const customer = str(session.customer) ?? createCustomer({ email: session.customer_email ?? "buyer@example.test" }).id;
    const sub = createSubscription(customer, price, quantity, structuredClone(subscriptionMetadata));
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      customer,
      subscription: sub.id,
      customer_details: { email: objects.get(customer)?.email ?? null, tax_exempt: "none", tax_ids: [], ...nulls("address", "name", "phone") },
    });
    await publish([makeEvent("checkout.session.completed", session), makeEvent("customer.subscription.created", sub)]);
    return sub;
  }

  function createPortalSession(p: Obj) {
    const customer = str(p.customer);
    if (!customer) throw missing("customer");
    find("customer", customer, "customer", 400);
    const id = newId("bps");
    return store({
      id,
      object: "billing_portal.session",
      configuration: "bpc_fake_default",
      created: now(),
      customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: str(p.return_url) ?? null,
      url: `${url}/portal/${id}`,
    });
  }

  function updateSubscription(id: string, p: Obj) {
    const sub = find("subscription", id);
    if (sub.status === "canceled" && Object.keys(p).some((key) => !["metadata", "cancellation_details", "expand"].includes(key)))
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    const previous: Obj = {};
    if (p.cancel_at_period_end !== undefined) {
      const on = p.cancel_at_period_end === "true";
      for (const key of ["cancel_at", "cancel_at_period_end", "canceled_at", "cancellation_details"]) previous[key] = sub[key];
      Object.assign(sub, {
        cancel_at: on ? firstItem(sub).current_period_end : null,
        cancel_at_period_end: on,
        canceled_at: on ? now() : null,
        cancellation_details: { comment: null, feedback: null, reason: on ? "cancellation_requested" : null },
      });
    }
    if (p.metadata !== undefined) {
      previous.metadata = { ...(sub.metadata as Obj) };
      setMetadata(sub.metadata as Obj, p.metadata);
    }
    if (Object.keys(previous).length) void publish([makeEvent("customer.subscription.updated", sub, previous)]);
    return sub;
  }

  function cancelSubscription(id: string, reason = "cancellation_requested") {
    const sub = find("subscription", id);
    if (sub.status === "canceled") throw invalid("This subscription has already been canceled.");
    const cancellation_details = { comment: null, feedback: null, reason };
    Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now(), cancellation_details });
    void publish([makeEvent("customer.subscription.deleted", sub)]);
    return sub;
  }

  /** A renewal's outcome: past_due and unpaid fail an invoice first; canceled ends it as Stripe does after dunning. */
  async function setSubscriptionStatus(id: string, status: string) {
    const sub = find("subscription", id);
    if (status === "canceled") cancelSubscription(id, "payment_failed");
    else {
      const previous: Obj = { status: sub.status };
      const events: FakeEvent[] = [];
      if (status === "past_due" || status === "unpaid") {
        const invoice = createFailedInvoice(sub);
        [previous.latest_invoice, sub.latest_invoice] = [sub.latest_invoice, invoice.id];
        events.push(makeEvent("invoice.payment_failed", invoice));
      }
      sub.status = status;
      void publish([...events, makeEvent("customer.subscription.updated", sub, previous)]);
    }
    await idle();
    return sub;
  }

  // HTTP: the API, the hosted pages, the controls
  const routes: Array<[string, RegExp, (params: Obj, id: string) => Obj]> = [
    ["POST", /^\/v1\/customers$/, (p) => createCustomer(p)],
    ["GET", /^\/v1\/customers\/([^/]+)$/, (_, id) => find("customer", id, "id", 404, { deleted: true })],
    ["DELETE", /^\/v1\/customers\/([^/]+)$/, (_, id) => deleteCustomer(id)],
    ["POST", /^\/v1\/checkout\/sessions$/, (p) => createCheckoutSession(p)],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (_, id) => find("checkout.session", id)],
    ["POST", /^\/v1\/billing_portal\/sessions$/, (p) => createPortalSession(p)],
    ["GET", /^\/v1\/subscriptions\/([^/]+)$/, (_, id) => find("subscription", id)],
    ["POST", /^\/v1\/subscriptions\/([^/]+)$/, (p, id) => updateSubscription(id, p)],
    ["DELETE", /^\/v1\/subscriptions\/([^/]+)$/, (_, id) => cancelSubscription(id)],
  ];

  function api(request: IncomingMessage, response: ServerResponse, path: string, params: Obj) {
    const failing = down && (downPath === null || path.startsWith(downPath));
    if (failing && down === "reset") return void request.socket.destroy();
    if (failing) return send(response, 500, { error: { type: "api_error", message: "The Stripe fake is down (setDown)." } });
    const auth = request.headers.authorization ?? ""; // Bearer, as the SDK sends it, or Basic, as `curl -u sk_test_…:` does
    const key = auth.startsWith("Basic ") ? Buffer.from(auth.slice(6), "base64").toString().split(":")[0] : /^Bearer (\S+)$/.exec(auth)?.[1];
    if (!key?.startsWith("sk_test_")) {
      const message = key ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` : "You did not provide an API key.";
      return send(response, 401, { error: { type: "invalid_request_error", message } });
    }
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
    if (!route) throw invalid(`Unrecognized request URL (${request.method}: ${path}).`, undefined, undefined, 404);
    const id = decodeURIComponent(route[1].exec(path)?.[1] ?? "");
    send(response, 200, expand(route[2](params, id), strings(params.expand)), { "Request-Id": newId("req") });
  }

  function checkoutPage(id: string) {
    const session = find("checkout.session", id);
    const { price } = bought.get(id)!;
    if (session.status !== "open") return page("Test Stripe Checkout", `<p>This checkout is ${esc(session.status)}.</p>`);
    const back = session.cancel_url ? `<a href="${esc(session.cancel_url)}">Back</a>` : "";
    return page(
      "Test Stripe Checkout",
      `<p>${esc(price.nickname ?? price.id)}</p>` +
        `<p><strong>${money(Number(session.amount_total), price.currency)}</strong> per ${price.interval}</p>` +
        `<form method="post" action="/checkout/${esc(id)}/pay"><button type="submit">Pay</button>${back}</form>`,
    );
  }

  function portalPage(id: string) {
    const portal = find("billing_portal.session", id);
    const rows = [...objects.values()]
      .filter((o) => o.object === "subscription" && o.customer === portal.customer)
      .map((sub) => {
        const item = firstItem(sub);
        const price = item.price as { nickname: string; unit_amount: number; currency: string; recurring: { interval: string } };
        const live = sub.status !== "canceled" && !sub.cancel_at_period_end;
        const when = sub.cancel_at_period_end ? `Cancels on ${day(sub.cancel_at)}.` : live ? `Renews on ${day(item.current_period_end)}.` : "";
        const cancel =
          `<form method="post" action="/portal/${esc(id)}/cancel"><input type="hidden" name="subscription" ` +
          `value="${esc(sub.id)}"><button type="submit">Cancel plan</button></form>`;
        const amount = `${money(price.unit_amount, price.currency)} per ${price.recurring.interval}`;
        return `<h2>${esc(price.nickname)}</h2><p>${amount}, ${esc(sub.status)}. ${when}</p>${live ? cancel : ""}`;
      });
    const back = portal.return_url ? `<p><a href="${esc(portal.return_url)}">Return</a></p>` : "";
    return page("Test Stripe customer portal", (rows.join("") || "<p>No subscriptions.</p>") + back);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? "/", url);
    const [path, raw] = [address.pathname, await readBody(request)];
    const input = raw.trimStart().startsWith("{") ? (JSON.parse(raw) as Obj) : parseForm(raw);
    const on = (pattern: RegExp, method = "POST") => (request.method === method ? pattern.exec(path)?.[1] : undefined);
    const yes = (value: unknown) => value === true || value === "true";
    let m: string | undefined;
    if (path.startsWith("/v1/")) return api(request, response, path, { ...parseForm(address.search.slice(1)), ...input });
    if (request.method === "GET" && path === "/") return send(response, 200, page("Stripe fake", "<p>Running.</p>"));
    if ((m = on(/^\/checkout\/([^/]+)$/, "GET"))) return send(response, 200, checkoutPage(m));
    if ((m = on(/^\/checkout\/([^/]+)\/pay$/))) {
      const session = find("checkout.session", m);
      if (session.status === "open") await completeCheckout(m);
      const success = str(session.success_url)?.replaceAll("{CHECKOUT_SESSION_ID}", m);
      return success ? send(response, 303, "", { Location: success }) : send(response, 200, page("Paid", "<p>Payment complete.</p>"));
    }
    if ((m = on(/^\/portal\/([^/]+)$/, "GET"))) return send(response, 200, portalPage(m));
    if ((m = on(/^\/portal\/([^/]+)\/cancel$/))) {
      const sub = find("subscription", String(input.subscription));
      if (sub.customer !== find("billing_portal.session", m).customer) throw invalid("That subscription is another customer's.");
      updateSubscription(String(sub.id), { cancel_at_period_end: "true" });
      await idle(); // the webhook lands before the browser is back
      return send(response, 303, "", { Location: `/portal/${m}` });
    }
    if ((m = on(/^\/_fake\/(events)$/, "GET"))) return send(response, 200, sent);
    if ((m = on(/^\/_fake\/objects\/([^/]+)$/, "GET"))) return send(response, 200, objects.get(m) ?? null);
    if ((m = on(/^\/_fake\/events\/([^/]+)\/redeliver$/))) return send(response, 200, { status: await redeliver(m) });
    if ((m = on(/^\/_fake\/checkout\/([^/]+)\/complete$/))) return send(response, 200, await completeCheckout(m));
    if ((m = on(/^\/_fake\/subscriptions\/([^/]+)\/status$/))) {
      return send(response, 200, await setSubscriptionStatus(m, String(input.status)));
    }
    if (on(/^\/_fake\/(down)$/)) {
      downPath = typeof input.path === "string" ? input.path : null;
      return send(response, 200, { down: (down = input.down === "reset" ? "reset" : yes(input.down)), path: downPath });
    }
    if (on(/^\/_fake\/(hold)$/)) return send(response, 200, { hold: (held = yes(input.hold)) });
    throw invalid(`Nothing at ${request.method} ${path}.`, undefined, undefined, 404);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof ApiError) send(response, error.status, { error: error.body });
      else send(response, 500, { error: { type: "api_error", message: String(error) } });
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    /** Every event made, oldest first, with its delivery attempts. */
    events: () => sent,
    /** Any stored object by id: customer, checkout.session, subscription, invoice, billing_portal.session. */
    object: (id: string) => objects.get(id),
    completeCheckout,
    setSubscriptionStatus,
    makeEvent,
    deliver,
    redeliver,
    idle,
    /** Down for every API path, or (`path`) only for those starting with it, so that tests running beside it are not. */
    setDown: (mode: DownMode, path: string | null = null) => void ((down = mode), (downPath = path)),
    /** While held, new events are recorded but not sent: send them with deliver(). */
    hold: (on: boolean) => void (held = on),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const webhookUrl = process.env.STRIPE_WEBHOOK_URL || undefined;
  const port = Number(process.env.STRIPE_FAKE_PORT ?? 12111);
  startStripeFake({ port, webhookUrl, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_test_fake" }).then((fake) =>
    console.log(`Stripe fake on ${fake.url}, webhooks to ${webhookUrl ?? "(none)"}`),
  );
}
