/**
 * The browser's payment calls: checkout, verification on return, the billing portal and the demo
 * provider's two pages. Every answer is read with the route's own schema (lib/api/billing.ts);
 * every failure is a BillingRequestError that says what kind it was, with the server's message and
 * status when there was an answer, so each screen can pick its own words (docs/product.md §9).
 */
import type * as z from "zod/mini";
import {
  CheckoutStartedSchema,
  type DemoBillingActionSchema,
  DemoCheckoutDoneSchema,
  PaymentVerifiedSchema,
  PortalOpenedSchema,
  type SubscriptionSummary,
  SubscriptionAnswerSchema,
} from "@/lib/api/billing";
import { failureMessage } from "@/lib/api/common";

/** network: no answer; timeout: no answer in time; http: a 4xx or 5xx; format: an answer we cannot read. */
export type BillingFailure = "network" | "timeout" | "http" | "format";

export class BillingRequestError extends Error {
  override name = "BillingRequestError";
  constructor(
    readonly kind: BillingFailure,
    /** HTTP status, 0 when there was no answer. */
    readonly status = 0,
    /** The server's own message (`{ success: false, message }`), when it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? (status ? `${kind} ${status}` : kind));
  }
}

/** The subscription check gives up after 10 s (docs/product.md §6); the others wait as long. */
export const BILLING_TIMEOUT_MS = 10_000;

async function post<S extends z.ZodMiniType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout, so browser tests can move the clock.
  const timer = setTimeout(() => controller.abort(), BILLING_TIMEOUT_MS);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
      signal: controller.signal,
    });
    data = await response.json().catch(() => null);
  } catch {
    throw new BillingRequestError(controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new BillingRequestError("http", response.status, failureMessage(data));
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new BillingRequestError("format", response.status);
  return parsed.data;
}

/** Starts checkout for one offered price; the browser then goes to `url`. */
export function startCheckout(priceId: string) {
  return post("/api/create-checkout-session", { priceId }, CheckoutStartedSchema);
}

/** Back from checkout: the payment is checked with the provider and the subscription written. */
export function verifyPayment(sessionId: string) {
  return post("/api/payment-verification", { sessionId }, PaymentVerifiedSchema);
}

/** The subscription as the provider has it now (and as a returning checkout left it, with a session id). */
export async function verifySubscription(sessionId: string | null = null): Promise<SubscriptionSummary> {
  return (await post("/api/payment/verify-subscription", sessionId ? { sessionId } : {}, SubscriptionAnswerSchema)).subscription;
}

/** The address of the provider's billing page (Stripe's portal, or the demo's). */
export async function billingPortalUrl(): Promise<string> {
  return (await post("/api/billing-portal", {}, PortalOpenedSchema)).url;
}

/** The demo checkout's buttons; the answer is where to go next. */
export async function finishDemoCheckout(id: string, action: "pay" | "cancel"): Promise<string> {
  return (await post(`/api/demo/checkout/${encodeURIComponent(id)}`, { action }, DemoCheckoutDoneSchema)).url;
}

/** The demo billing page's buttons. */
export type DemoBillingAction = z.infer<typeof DemoBillingActionSchema>["action"];

export async function changeDemoSubscription(action: DemoBillingAction): Promise<SubscriptionSummary> {
  return (await post("/api/demo/billing", { action }, SubscriptionAnswerSchema)).subscription;
}

/** Sends the browser to an address the server gave: only http(s), never `javascript:` or an empty one. False when it did not. */
export function goTo(url: string): boolean {
  if (!url) return false;
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return false;
  window.location.assign(target.toString());
  return true;
}
