/**
 * Stripe's webhooks: the signature is checked on the raw body (a forged or missing one is refused),
 * then the event is reduced to the subscription it is about. The state comes from re-reading that
 * subscription (./service.ts), never from the event's copy, which may be stale.
 */
import "server-only";
import type Stripe from "stripe";
import type { ProviderEvent } from "./provider";

export class BadSignatureError extends Error {
  override name = "BadSignatureError";
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

export async function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string | null, secret: string): Promise<Stripe.Event> {
  if (!signature) throw new BadSignatureError("no Stripe-Signature header");
  try {
    return await stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    throw new BadSignatureError(error instanceof Error ? error.message : "bad signature");
  }
}

/** The events that change a subscription; every other type is acknowledged and recorded only. */
export function providerEventFromStripe(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type, subscriptionId: null, customerId: null, userId: null };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return { ...base, subscriptionId: idOf(session.subscription), customerId: idOf(session.customer), userId: session.client_reference_id ?? null };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return { ...base, subscriptionId: subscription.id, customerId: idOf(subscription.customer), userId: subscription.metadata?.user_id ?? null };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      const subscription = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
      return { ...base, subscriptionId: idOf(subscription), customerId: idOf(invoice.customer) };
    }
    default:
      return base;
  }
}
