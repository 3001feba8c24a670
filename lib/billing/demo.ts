/**
 * The demo provider: what a fresh machine uses without Stripe keys, so a new user can try the whole
 * Pro path. Checkout is a page of ours that says it is a test; paying creates a subscription here,
 * in the database (every instance sees it), and sends the same events through the same state
 * machine as Stripe's webhooks. Never used on a public deployment (./index.ts).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { OfferedPlan, PlanInterval } from "@/lib/api/billing";
import { PRO_PLANS } from "@/config/plans";
import type { Database } from "@/lib/db/client";
import { demoCheckouts, demoSubscriptions } from "@/lib/db/schema";
import type { BillingProvider, ProviderCheckout, ProviderSubscription } from "./provider";

export const DEMO_PRICES: Record<PlanInterval, string> = { monthly: "demo_price_monthly", annual: "demo_price_annual" };

const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString("hex")}`;

export function createDemoProvider(getDb: () => Promise<Database>, siteUrl: string): BillingProvider {
  const intervalOf = (priceId: string | null): PlanInterval | null =>
    priceId === DEMO_PRICES.monthly ? "monthly" : priceId === DEMO_PRICES.annual ? "annual" : null;
  const checkoutOf = (row: typeof demoCheckouts.$inferSelect): ProviderCheckout => ({
    id: row.id,
    url: new URL(`/demo/checkout/${row.id}`, siteUrl).toString(),
    userId: row.userId,
    customerId: row.customerId,
    complete: row.subscriptionId !== null,
    subscriptionId: row.subscriptionId,
  });
  return {
    name: "demo",
    plans: (): OfferedPlan[] => [
      { interval: "monthly", priceId: DEMO_PRICES.monthly },
      { interval: "annual", priceId: DEMO_PRICES.annual },
    ],
    intervalOf,
    createCustomer: async () => demoId("cus"),
    async startCheckout({ userId, customerId, priceId, successUrl, cancelUrl }) {
      const [row] = await (
        await getDb()
      )
        .insert(demoCheckouts)
        .values({ id: demoId("cs"), userId, customerId, priceId, successUrl, cancelUrl })
        .returning();
      return checkoutOf(row!);
    },
    async retrieveCheckout(sessionId) {
      const [row] = await (await getDb()).select().from(demoCheckouts).where(eq(demoCheckouts.id, sessionId)).limit(1);
      return row ? checkoutOf(row) : null;
    },
    async retrieveSubscription(id) {
      const [row] = await (await getDb()).select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id)).limit(1);
      return row ? subscriptionOf(row) : null;
    },
    openPortal: async () => new URL("/demo/billing", siteUrl).toString(),
    async closeCustomer(customerId) {
      await (
        await getDb()
      )
        .update(demoSubscriptions)
        .set({ status: "canceled", cancelAtPeriodEnd: false })
        .where(and(eq(demoSubscriptions.customerId, customerId), ne(demoSubscriptions.status, "canceled")));
    },
  };
}

function subscriptionOf(row: typeof demoSubscriptions.$inferSelect): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    userId: row.userId,
  };
}

/** What the demo checkout page shows, for its owner only. */
export async function getDemoCheckout(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(demoCheckouts)
    .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.userId, userId)))
    .limit(1);
  if (!row) return null;
  const interval = row.priceId === DEMO_PRICES.annual ? "annual" : "monthly";
  return { id: row.id, interval, amountLabel: PRO_PLANS[interval].label, cancelUrl: row.cancelUrl, paid: row.subscriptionId !== null } as const;
}

/** Pays a demo checkout: a subscription for the plan's period, active now. Returns its id (again on a second call). */
export async function payDemoCheckout(db: Database, checkout: typeof demoCheckouts.$inferSelect): Promise<string> {
  if (checkout.subscriptionId) return checkout.subscriptionId;
  const end = new Date();
  if (checkout.priceId === DEMO_PRICES.annual) end.setFullYear(end.getFullYear() + 1);
  else end.setMonth(end.getMonth() + 1);
  const id = demoId("sub");
  await db.transaction(async (tx) => {
    await tx
      .insert(demoSubscriptions)
      .values({ id, userId: checkout.userId, customerId: checkout.customerId, priceId: checkout.priceId, status: "active", currentPeriodEnd: end });
    await tx.update(demoCheckouts).set({ subscriptionId: id }).where(eq(demoCheckouts.id, checkout.id));
  });
  return id;
}

export async function findDemoCheckout(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(demoCheckouts)
    .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type DemoBillingAction = "cancel_at_period_end" | "cancel_now" | "resume";

/** The demo's stand-in for the customer portal. Returns the subscription changed, or null when the user has none. */
export async function changeDemoSubscription(db: Database, userId: string, subscriptionId: string, action: DemoBillingAction) {
  const change = action === "cancel_now" ? { status: "canceled" as const } : { cancelAtPeriodEnd: action === "cancel_at_period_end" };
  const [row] = await db
    .update(demoSubscriptions)
    .set(change)
    .where(and(eq(demoSubscriptions.id, subscriptionId), eq(demoSubscriptions.userId, userId)))
    .returning();
  return row ? subscriptionOf(row) : null;
}

export const newDemoEventId = () => demoId("evt");
