/**
 * A member's push address in the database: one per member, a task_sources row of kind "push" that keeps only the
 * SHA-256 of its token and its last four characters, as the live wallpaper address does (lib/live/token.ts). Making
 * it again replaces the token, so the old address stops answering at once; the list pushed so far stays.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { taskSources, userSubscriptions } from "@/lib/db/schema";
import { hashLiveToken, newLiveToken, tokenHint } from "@/lib/live/token";
import type { SubscriptionStatus } from "@/lib/subscription-status";
import { type SourceSummary, summarise } from "./service";
import { recordFailedRead, recordGoodRead, type TaskSourceRow } from "./store";
import type { PushProblem } from "./push";
import type { SourceTask } from "./types";

/** Makes the member's push address, or replaces it: the token is returned here and nowhere else. */
export async function issuePushAddress(
  db: Database,
  userId: string,
  label: string,
  timeZone: string,
): Promise<{ token: string; source: SourceSummary }> {
  const token = newLiveToken();
  const address = { pushTokenHash: hashLiveToken(token), pushTokenHint: tokenHint(token) };
  const [row] = await db
    .insert(taskSources)
    .values({ id: randomUUID(), userId, kind: "push", label, timeZone, ...address })
    .onConflictDoUpdate({ target: taskSources.userId, targetWhere: sql`${taskSources.kind} = 'push'`, set: address })
    .returning();
  return { token, source: summarise(row!) };
}

export interface PushTarget {
  source: TaskSourceRow;
  subscriptionStatus: SubscriptionStatus | null;
}

/** The push source a token opens, with its owner's plan, in one query by the token's hash; null for any other token. */
export async function findPushTarget(db: Database, token: string): Promise<PushTarget | null> {
  const [found] = await db
    .select({ source: taskSources, status: userSubscriptions.subscriptionStatus })
    .from(taskSources)
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, taskSources.userId))
    .where(and(eq(taskSources.pushTokenHash, hashLiveToken(token)), eq(taskSources.kind, "push")))
    .limit(1);
  return found ? { source: found.source, subscriptionStatus: found.status } : null;
}

/** A pushed list becomes the source's list. */
export async function storePushedList(db: Database, id: string, tasks: SourceTask[], now = new Date()): Promise<void> {
  await recordGoodRead(db, id, tasks, now);
}

/** A push that was refused: the list stays as it was, and the account page says why the last push did not arrive. */
export async function recordRefusedPush(
  db: Database,
  id: string,
  problem: PushProblem | "tooLarge" | "type" | "encoding",
  now = new Date(),
): Promise<void> {
  await recordFailedRead(db, id, { failure: "refused", message: problem, at: now.toISOString() });
}
