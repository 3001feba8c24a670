/**
 * The task_sources rows (decision record 021). Every read and write by a member names the member: another member's
 * source is the same "not found" as one that never existed. The claim that spaces reads out is one conditional update,
 * so that several instances on one database read a source at most once per interval between them.
 */
import "server-only";
import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { type SourceReadError, type TaskSourceRow, taskSources } from "@/lib/db/schema";
import type { SourceTask } from "./types";

export type { TaskSourceRow } from "@/lib/db/schema";

export async function listSourceRows(db: Database, userId: string): Promise<TaskSourceRow[]> {
  return db.select().from(taskSources).where(eq(taskSources.userId, userId)).orderBy(asc(taskSources.createdAt), asc(taskSources.id));
}

/** The member's own source, or null (someone else's id included). */
export async function findOwnSource(db: Database, userId: string, id: string): Promise<TaskSourceRow | null> {
  const [row] = await db
    .select()
    .from(taskSources)
    .where(and(eq(taskSources.id, id), eq(taskSources.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertSource(db: Database, row: typeof taskSources.$inferInsert): Promise<TaskSourceRow> {
  const [inserted] = await db.insert(taskSources).values(row).returning();
  return inserted!;
}

/** Sets the member's own source's time zone and makes it due for a read; null when it is not theirs. */
export async function setOwnSourceTimeZone(db: Database, userId: string, id: string, timeZone: string): Promise<TaskSourceRow | null> {
  const [row] = await db
    .update(taskSources)
    .set({ timeZone, lastReadAt: null })
    .where(and(eq(taskSources.id, id), eq(taskSources.userId, userId)))
    .returning();
  return row ?? null;
}

/** Removes the member's source and its sealed token; a live wallpaper that followed it goes back to a wallpaper. */
export async function deleteOwnSource(db: Database, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(taskSources)
    .where(and(eq(taskSources.id, id), eq(taskSources.userId, userId)))
    .returning({ id: taskSources.id });
  return gone.length > 0;
}

/**
 * Takes the right to read the source now: granted to one caller per interval, whichever instance asks (`force`, the
 * member's "Sync now", takes it whatever the time). Null when another read is recent.
 */
export async function claimRead(db: Database, id: string, now: Date, intervalMs: number, force = false): Promise<TaskSourceRow | null> {
  const due = force ? undefined : or(isNull(taskSources.lastReadAt), lte(taskSources.lastReadAt, new Date(now.getTime() - intervalMs)));
  const [row] = await db
    .update(taskSources)
    .set({ lastReadAt: now })
    .where(and(eq(taskSources.id, id), due))
    .returning();
  return row ?? null;
}

/** A good list: kept as the last good one, and the error of any earlier read cleared. */
export async function recordGoodRead(db: Database, id: string, tasks: SourceTask[], now: Date): Promise<TaskSourceRow | null> {
  const [row] = await db
    .update(taskSources)
    .set({ lastTasks: tasks, lastSyncedAt: now, lastReadAt: now, lastError: null })
    .where(eq(taskSources.id, id))
    .returning();
  return row ?? null;
}

/** A failed read: the last good list stays as it is, and the error is kept for the account page. */
export async function recordFailedRead(db: Database, id: string, error: SourceReadError): Promise<TaskSourceRow | null> {
  const [row] = await db.update(taskSources).set({ lastError: error }).where(eq(taskSources.id, id)).returning();
  return row ?? null;
}
