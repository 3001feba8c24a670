/**
 * Stripe through its SDK: hosted Checkout in subscription mode, the Customer Portal, and the
 * subscription as Stripe reports it now. Webhook signatures are checked in ./webhook.ts.
 */
import "server-only";
import Stripe from "stripe";
import type { OfferedPlan, PlanInterval } from "@/lib/api/billing";
import type { StripeSettings } from "@/lib/env";
import type { SubscriptionStatus } from "@/lib/subscription-status";
import { type BillingProvider, BillingUnavailableError, type ProviderCheckout, type ProviderSubscription } from "./provider";

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete: "incomplete",
  incomplete_expired: "canceled",
  paused: "canceled",
};

export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: api ? 0 : 2,
    timeout: 10_000,
    telemetry: false,
    ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol.replace(":", "") as "http" | "https" } : {}),
  });
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Any failure to talk to Stripe becomes BillingUnavailableError, except "no such object" (null). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === "resource_missing") throw new MissingObject();
    throw new BillingUnavailableError(error instanceof Error ? error.message : String(error));
  }
}
class MissingObject extends Error {}
const orNull = <T>(promise: Promise<T>) => promise.catch((error: unknown) => (error instanceof MissingObject ? null : Promise.reject(error)));

export function subscriptionFromStripe(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  const periodEnd = item?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end;
  return {
    id: sub.id,
    customerId: idOf(sub.customer)!,
    status: STATUS[sub.status] ?? "unknown",
    priceId: item?.price.id ?? null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    userId: sub.metadata?.user_id ?? null,
  };
}

function checkoutFromStripe(session: Stripe.Checkout.Session): ProviderCheckout {
  return {
    id: session.id,
    url: session.url,
    userId: session.client_reference_id ?? session.metadata?.user_id ?? null,
    customerId: idOf(session.customer),
    complete: session.status === "complete",
    subscriptionId: idOf(session.subscription),
  };
}

export function createStripeProvider(settings: StripeSettings, stripe: Stripe = stripeClient(settings)): BillingProvider {
  const intervals: Record<string, PlanInterval> = { [settings.prices.monthly]: "monthly", [settings.prices.annual]: "annual" };
  return {
    name: "stripe",
    plans: (): OfferedPlan[] => [
      { interval: "monthly", priceId: settings.prices.monthly },
      { interval: "annual", priceId: settings.prices.annual },
    ],
    intervalOf: (priceId) => (priceId ? (intervals[priceId] ?? null) : null),
    createCustomer: ({ id, email }) => call(async () => (await stripe.customers.create({ email, metadata: { user_id: id } })).id),
    startCheckout: ({ userId, customerId, priceId, successUrl, cancelUrl }) =>
      call(async () =>
        checkoutFromStripe(
          await stripe.checkout.sessions.create({
            mode: "subscription",
            customer: customerId,
            client_reference_id: userId,
            line_items: [{ price: priceId, quantity: 1 }],
            success_url: successUrl,
            cancel_url: cancelUrl,
            metadata: { user_id: userId },
            subscription_data: { metadata: { user_id: userId } },
          }),
        ),
      ),
    retrieveCheckout: (sessionId) => orNull(call(async () => checkoutFromStripe(await stripe.checkout.sessions.retrieve(sessionId)))),
    retrieveSubscription: (id) => orNull(call(async () => subscriptionFromStripe(await stripe.subscriptions.retrieve(id)))),
    openPortal: (customerId, returnUrl) =>
      call(async () => (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url),
    // Deleting a customer cancels its subscriptions immediately and removes its saved payment methods; its invoices and
    // payments stay in Stripe's records. A customer deleted before answers resource_missing: nothing is left to end.
    closeCustomer: async (customerId) => void (await orNull(call(() => stripe.customers.del(customerId)))),
  };
}
