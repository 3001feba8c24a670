/**
 * The one interface both payment providers offer: Stripe when its keys are set, the demo provider
 * otherwise (never on a public deployment). Routes and screens talk to lib/billing/service.ts,
 * which drives the subscription state machine through this interface.
 */
import type { OfferedPlan, PlanInterval } from "@/lib/api/billing";
import { isErrorNamed } from "@/lib/process-wide";
import type { SubscriptionStatus } from "@/lib/subscription-status";

export type ProviderName = "stripe" | "demo";

/** A subscription as the provider reports it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, when the provider carries it (metadata). */
  userId: string | null;
}

export interface ProviderCheckout {
  id: string;
  /** Where the browser goes to pay. */
  url: string | null;
  /** Our user id, as it was put on the session when it was created. */
  userId: string | null;
  customerId: string | null;
  /** True once paid: the subscription exists. */
  complete: boolean;
  subscriptionId: string | null;
}

/** A provider's event, reduced to what changes a subscription. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The subscription the event is about, when it is about one. */
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
}

export interface BillingProvider {
  readonly name: ProviderName;
  plans(): OfferedPlan[];
  intervalOf(priceId: string | null): PlanInterval | null;
  createCustomer(user: { id: string; email: string }): Promise<string>;
  startCheckout(input: { userId: string; customerId: string; priceId: string; successUrl: string; cancelUrl: string }): Promise<ProviderCheckout>;
  /** The checkout session, or null when the provider has no such session. */
  retrieveCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  openPortal(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Ends every subscription of the customer at once and removes the customer, so that no further payment can be
   * taken: the account is being deleted (decision record 017). A customer the provider no longer has is done already.
   * Throws BillingUnavailableError when the provider cannot be reached; then nothing may be deleted.
   */
  closeCustomer(customerId: string): Promise<void>;
}

/** The provider could not be reached or refused in a way the person cannot fix: 'Payment system ...' messages. */
export class BillingUnavailableError extends Error {
  override name = "BillingUnavailableError";
  /** The provider is process-wide, so its errors may come from another copy of this module (lib/process-wide.ts). */
  static [Symbol.hasInstance](value: unknown) {
    return isErrorNamed(value, "BillingUnavailableError");
  }
}
