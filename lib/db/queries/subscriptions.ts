import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { type SubscriptionStatus, userSubscriptions } from "../schema";

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** The user's subscription row, or null for a user who never subscribed (the free plan). */
export async function findSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/** Creates or updates the user's row with what the payment provider reported. */
export async function saveSubscription(
  db: Database,
  userId: string,
  values: Partial<Omit<SubscriptionRow, "userId" | "updatedAt">> & { subscriptionStatus: SubscriptionStatus },
): Promise<void> {
  const row = { ...values, updatedAt: new Date() };
  await db
    .insert(userSubscriptions)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: row });
}
