/**
 * A Pro user's live wallpaper in the database (decision record 016): turning the address on, replacing it, turning
 * it off, the pin and the ticked-task choice, and the one lookup the address itself makes.
 * Every write is scoped to the user; a pin names one of the user's own wallpapers or nothing.
 */
import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { liveWallpapers, type TaskSourceRow, taskSources, userSubscriptions, wallpapers } from "@/lib/db/schema";
import type { WallpaperRow } from "@/lib/history/store";
import type { SubscriptionStatus } from "@/lib/subscription-status";
import { hashLiveToken, newLiveToken, tokenHint } from "./token";

export const DONE_TASKS = ["strike", "hide"] as const;
export type DoneTasks = (typeof DONE_TASKS)[number];

export interface LiveSettings {
  /** Whether an address is on (its secret is never kept, only its hash). */
  enabled: boolean;
  hint: string | null;
  issuedAt: Date | null;
  pinnedWallpaperId: string | null;
  /** A connected source the picture follows instead of a wallpaper (decision record 021), or null. */
  pinnedSourceId: string | null;
  doneTasks: DoneTasks;
}

type LiveRow = typeof liveWallpapers.$inferSelect;

const settingsOf = (row: LiveRow | undefined): LiveSettings => ({
  enabled: Boolean(row?.tokenHash),
  hint: row?.tokenHash ? row.tokenHint : null,
  issuedAt: row?.tokenHash ? row.issuedAt : null,
  pinnedWallpaperId: row?.pinnedWallpaperId ?? null,
  pinnedSourceId: row?.pinnedSourceId ?? null,
  doneTasks: row?.doneTasks ?? "strike",
});

export async function readLiveSettings(db: Database, userId: string): Promise<LiveSettings> {
  const [row] = await db.select().from(liveWallpapers).where(eq(liveWallpapers.userId, userId)).limit(1);
  return settingsOf(row);
}

/** Writes `values` to the user's row, creating it on first use. */
async function upsert(db: Database, userId: string, values: Partial<Omit<LiveRow, "userId">>): Promise<LiveSettings> {
  const [row] = await db
    .insert(liveWallpapers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: liveWallpapers.userId, set: values })
    .returning();
  return settingsOf(row);
}

/**
 * Turns the address on, or replaces it: a new secret, whose hash replaces the old one, so the old address stops
 * answering at once. The secret is returned here and nowhere else.
 */
export async function issueLiveToken(db: Database, userId: string): Promise<{ token: string; settings: LiveSettings }> {
  const token = newLiveToken();
  const settings = await upsert(db, userId, { tokenHash: hashLiveToken(token), tokenHint: tokenHint(token), issuedAt: new Date() });
  return { token, settings };
}

/** Turns the address off; the pin and the ticked-task choice stay for the next time. */
export async function turnOffLive(db: Database, userId: string): Promise<LiveSettings> {
  return upsert(db, userId, { tokenHash: null, tokenHint: null, issuedAt: null });
}

export class PinNotFoundError extends Error {
  override name = "PinNotFoundError";
}

/** The source asked to be followed is not one of the member's. */
export class SourcePinNotFoundError extends PinNotFoundError {
  override name = "SourcePinNotFoundError";
}

/**
 * Changes the pin (one of the user's wallpapers, or null for the newest; or one of the user's sources to follow) and
 * what ticked tasks look like. Choosing a wallpaper without naming a source stops following a source.
 */
export async function updateLiveSettings(
  db: Database,
  userId: string,
  requested: { pinnedWallpaperId?: string | null; pinnedSourceId?: string | null; doneTasks?: DoneTasks },
): Promise<LiveSettings> {
  const changes =
    requested.pinnedWallpaperId !== undefined && requested.pinnedSourceId === undefined ? { ...requested, pinnedSourceId: null } : requested;
  if (typeof changes.pinnedSourceId === "string") {
    const [own] = await db
      .select({ id: taskSources.id })
      .from(taskSources)
      .where(and(eq(taskSources.id, changes.pinnedSourceId), eq(taskSources.userId, userId)))
      .limit(1);
    if (!own) throw new SourcePinNotFoundError(changes.pinnedSourceId);
  }
  // Any id but null (the newest) must be one of the user's own wallpapers, an empty one included.
  if (typeof changes.pinnedWallpaperId === "string") {
    const [own] = await db
      .select({ id: wallpapers.id })
      .from(wallpapers)
      .where(and(eq(wallpapers.id, changes.pinnedWallpaperId), eq(wallpapers.userId, userId)))
      .limit(1);
    if (!own) throw new PinNotFoundError(changes.pinnedWallpaperId);
  }
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return Object.keys(values).length > 0 ? upsert(db, userId, values) : readLiveSettings(db, userId);
}

export interface LiveLookup {
  userId: string;
  /** The address's own key (its token's hash): what its fetches are counted against. */
  tokenHash: string;
  doneTasks: DoneTasks;
  subscriptionStatus: SubscriptionStatus | null;
  /** The pinned wallpaper, else the newest; null when the user has saved none. With a source, it gives the look. */
  wallpaper: WallpaperRow | null;
  /** The source the picture follows, or null. */
  source: TaskSourceRow | null;
}

/**
 * What an address shows, in one query whatever the token: the live row by the token's hash, the owner's plan, and
 * the pinned wallpaper (or the newest). A wrong, replaced or turned-off token finds nothing after the same work.
 */
export async function findLiveWallpaper(db: Database, token: string): Promise<LiveLookup | null> {
  const shown = db
    .select()
    .from(wallpapers)
    .where(eq(wallpapers.userId, liveWallpapers.userId))
    .orderBy(sql`${wallpapers.id} = ${liveWallpapers.pinnedWallpaperId} desc nulls last`, desc(wallpapers.createdAt), desc(wallpapers.id))
    .limit(1)
    .as("shown");
  const [found] = await db
    .select({
      live: liveWallpapers,
      status: userSubscriptions.subscriptionStatus,
      wallpaper: {
        id: shown.id,
        userId: shown.userId,
        text: shown.text,
        mode: shown.mode,
        width: shown.width,
        height: shown.height,
        tasks: shown.tasks,
        style: shown.style,
        storagePath: shown.storagePath,
        createdAt: shown.createdAt,
      },
      source: taskSources,
    })
    .from(liveWallpapers)
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, liveWallpapers.userId))
    .leftJoin(taskSources, and(eq(taskSources.id, liveWallpapers.pinnedSourceId), eq(taskSources.userId, liveWallpapers.userId)))
    .leftJoinLateral(shown, sql`true`)
    .where(eq(liveWallpapers.tokenHash, hashLiveToken(token)))
    .limit(1);
  if (!found) return null;
  return {
    userId: found.live.userId,
    tokenHash: found.live.tokenHash!,
    doneTasks: found.live.doneTasks,
    subscriptionStatus: found.status,
    wallpaper: found.wallpaper,
    source: found.source,
  };
}
