/**
 * The subscription state machine. The user_subscriptions row is the one truth; it is written from
 * the provider's own current view of a subscription (re-read on every event and every return from
 * checkout), so events that arrive twice or out of order always end in the latest state.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { SubscriptionSummary } from "@/lib/api/billing";
import type { Viewer } from "@/lib/auth/session";
import { type Database, getDb } from "@/lib/db/client";
import { findSubscription, saveSubscription } from "@/lib/db/queries/subscriptions";
import { billingCustomers, paymentEvents, user } from "@/lib/db/schema";
import { getServerEnv, getStripeSettings, isPublicDeployment } from "@/lib/env";
import { logger } from "@/lib/log";
import { processWide } from "@/lib/process-wide";
import { createDemoProvider } from "./demo";
import { isChargingStatus, isProStatus } from "./plans";
import { type BillingProvider, BillingUnavailableError, type ProviderCheckout, type ProviderEvent, type ProviderSubscription } from "./provider";
import { createStripeProvider } from "./stripe";

export class UnknownPriceError extends Error {
  override name = "UnknownPriceError";
}
export class CheckoutNotFoundError extends Error {
  override name = "CheckoutNotFoundError";
}

const billing = processWide<BillingProvider | null>("billing", () => {
  const env = getServerEnv();
  const stripe = getStripeSettings(env);
  if (stripe) return createStripeProvider(stripe);
  return isPublicDeployment(env) ? null : createDemoProvider(getDb, env.SITE_URL);
});

/** The provider, or null on a public deployment without Stripe keys (payments unavailable). */
export const getBilling = () => billing.get();
export const resetBilling = () => billing.reset();
export const paymentsAvailable = () => getBilling() !== null;

export function requireBilling(): BillingProvider {
  const provider = getBilling();
  if (!provider) throw new BillingUnavailableError("no payment provider is configured");
  return provider;
}

/** The user's customer at the provider, created on their first checkout and reused after. */
async function customerFor(db: Database, provider: BillingProvider, viewer: Pick<Viewer, "id" | "email">): Promise<string> {
  const [known] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, viewer.id)).limit(1);
  if (known?.provider === provider.name) return known.customerId;
  const customerId = await provider.createCustomer(viewer);
  await db
    .insert(billingCustomers)
    .values({ userId: viewer.id, provider: provider.name, customerId })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { provider: provider.name, customerId } });
  return customerId;
}

export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  viewer: Pick<Viewer, "id" | "email">,
  priceId: string,
  siteUrl: string,
): Promise<ProviderCheckout> {
  if (!provider.plans().some((plan) => plan.priceId === priceId)) throw new UnknownPriceError(priceId);
  const customerId = await customerFor(db, provider, viewer);
  return provider.startCheckout({
    userId: viewer.id,
    customerId,
    priceId,
    // Stripe fills in {CHECKOUT_SESSION_ID}; the demo provider does the same.
    successUrl: `${new URL("/payment/success", siteUrl)}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: new URL("/subscription", siteUrl).toString(),
  });
}

/**
 * A person back from checkout with `session_id`: the session must be theirs (anyone else's is
 * "not found", and nothing changes); when it is paid, its subscription is written now, whether or
 * not the webhook has arrived. Applying the same state twice changes nothing.
 */
export async function verifyCheckout(db: Database, provider: BillingProvider, userId: string, sessionId: string): Promise<SubscriptionSummary> {
  const checkout = await provider.retrieveCheckout(sessionId);
  if (!checkout || checkout.userId !== userId) throw new CheckoutNotFoundError(sessionId);
  if (checkout.complete && checkout.subscriptionId) {
    const subscription = await provider.retrieveSubscription(checkout.subscriptionId);
    if (subscription) await writeSubscription(db, provider, subscription, userId);
  }
  return subscriptionSummary(db, userId, provider);
}

/**
 * Applies one provider event once. The provider's current view is read first (outside the
 * transaction: the embedded database runs one transaction at a time), then the event id and the
 * row are written together, so a crash leaves either both or neither.
 */
export async function applyEvent(db: Database, provider: BillingProvider, event: ProviderEvent): Promise<"applied" | "duplicate" | "ignored"> {
  const subscription = event.subscriptionId ? await provider.retrieveSubscription(event.subscriptionId) : null;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: provider.name, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return "duplicate";
    if (!subscription) return "ignored";
    return (await writeSubscription(tx as unknown as Database, provider, subscription, event.userId)) ? "applied" : "ignored";
  });
}

/** Writes the provider's view to the user's row. False when the subscription belongs to nobody we know. */
async function writeSubscription(
  db: Database,
  provider: BillingProvider,
  subscription: ProviderSubscription,
  userIdHint: string | null,
): Promise<boolean> {
  const userId = await ownerOf(db, subscription, userIdHint);
  if (!userId) {
    logger.warn(
      { subscriptionId: subscription.id, customerId: subscription.customerId },
      "payment event for an unknown customer: acknowledged, not applied",
    );
    return false;
  }
  const current = await findSubscription(db, userId);
  // An older subscription of the same person (say, one they replaced) never takes Pro away from the newer one.
  const otherProSubscription = current?.subscriptionId && current.subscriptionId !== subscription.id && isProStatus(current.subscriptionStatus);
  if (otherProSubscription && !isProStatus(subscription.status)) return true;
  await saveSubscription(db, userId, {
    subscriptionStatus: subscription.status,
    provider: provider.name,
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    priceId: subscription.priceId,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  });
  return true;
}

async function ownerOf(db: Database, subscription: ProviderSubscription, hint: string | null): Promise<string | null> {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.customerId, subscription.customerId)).limit(1);
  const candidate = customer?.userId ?? subscription.userId ?? hint;
  if (!candidate) return null;
  // Locked while the event is applied: an account being deleted at this moment (its plan's cancellation is exactly the
  // event that arrives then) is waited for, and then found gone, instead of getting a subscription row it cannot have.
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, candidate)).for("update").limit(1);
  return exists ? candidate : null;
}

/** Re-reads the user's subscription from the provider (the subscription page does on every visit). */
export async function refreshSubscription(db: Database, provider: BillingProvider, userId: string): Promise<SubscriptionSummary> {
  const row = await findSubscription(db, userId);
  if (row?.subscriptionId && row.provider === provider.name) {
    const subscription = await provider.retrieveSubscription(row.subscriptionId);
    if (subscription) await writeSubscription(db, provider, subscription, userId);
  }
  return subscriptionSummary(db, userId, provider);
}

export async function subscriptionSummary(
  db: Database,
  userId: string,
  provider: BillingProvider | null = getBilling(),
): Promise<SubscriptionSummary> {
  const row = await findSubscription(db, userId);
  return {
    status: row?.subscriptionStatus ?? null,
    isPro: isProStatus(row?.subscriptionStatus),
    interval: provider?.intervalOf(row?.priceId ?? null) ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    provider: (row?.provider as SubscriptionSummary["provider"]) ?? null,
  };
}

/**
 * Before an account is deleted: every customer the person has at a payment provider is closed there, so that no
 * further payment is taken (decision record 017). Throws BillingUnavailableError, and the account must then stay
 * whole, when the provider cannot be reached, or when a plan that still charges is with a provider this server is not
 * configured for. Demo customers of a server now on Stripe need nothing: the demo never charged, and its rows go with
 * the account.
 */
export async function closeBillingFor(db: Database, provider: BillingProvider | null, userId: string): Promise<number> {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  const plan = await findSubscription(db, userId);
  const customers = new Map<string, string>(); // customer id → provider name
  if (customer) customers.set(customer.customerId, customer.provider);
  if (plan?.customerId && plan.provider) customers.set(plan.customerId, plan.provider);
  let closed = 0;
  for (const [customerId, name] of customers) {
    if (provider?.name === name) {
      await provider.closeCustomer(customerId);
      closed++;
    } else if (name !== "demo" && plan?.customerId === customerId && isChargingStatus(plan.subscriptionStatus)) {
      throw new BillingUnavailableError(`the plan is with ${name}, which this server is not configured for`);
    }
  }
  return closed;
}

/** The portal where a subscriber changes plan or cancels; null when they have no customer yet. */
export async function portalUrl(db: Database, provider: BillingProvider, userId: string, returnUrl: string): Promise<string | null> {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  if (!customer || customer.provider !== provider.name) return null;
  return provider.openPortal(customer.customerId, returnUrl);
}
