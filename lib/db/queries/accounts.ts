import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { account } from "../schema";

export type AccountRow = typeof account.$inferSelect;

/** The user's sign-in account at `providerId` ("google"), or null when they never signed in there. */
export async function findProviderAccount(db: Database, userId: string, providerId: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)))
    .limit(1);
  return row ?? null;
}
