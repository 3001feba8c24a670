/**
 * A Pro user's wallpaper history: rows in `wallpapers`, images in the ImageStore. The image is
 * written first and the row second, so a crash leaves at worst an image no row points at (never
 * shown, swept by `sweepOrphanImages`); deleting removes the row first for the same reason.
 * Every read and write is scoped to the owner: someone else's id is simply not found.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { type HistoryItem, downloadUrl } from "@/lib/api/history";
import type { Database } from "@/lib/db/client";
import { type SavedTask, wallpapers } from "@/lib/db/schema";
import { logger } from "@/lib/log";
import { type ImageStore, wallpaperKey } from "@/lib/storage/image-store";
import type { Mode, Task } from "@/lib/tasks/types";
import { normaliseWallpaperStyle, type WallpaperStyle } from "@/lib/wallpaper/options";

export type WallpaperRow = typeof wallpapers.$inferSelect;

export class TaskNotFoundError extends Error {
  override name = "TaskNotFoundError";
}

export interface NewWallpaper {
  userId: string;
  text: string;
  mode: Mode;
  width: number;
  height: number;
  tasks: readonly Task[];
  /** Preset, theme, text size and alignment, kept so the image is drawn again the same way; today's look when left out. */
  style?: WallpaperStyle;
}

export type Renderer = (input: { tasks: readonly Task[]; width: number; height: number; mode: Mode; style: WallpaperStyle }) => Promise<Uint8Array>;

export function toSavedTasks(tasks: readonly Task[]): SavedTask[] {
  return tasks.map((task, index) => ({ id: `t${index + 1}`, text: task.text, completed: false, isPriority: task.isPriority, emoji: task.emoji }));
}

export async function saveWallpaper(db: Database, store: ImageStore, render: Renderer, input: NewWallpaper): Promise<WallpaperRow> {
  const id = randomUUID();
  const storagePath = wallpaperKey(input.userId, id);
  const tasks = toSavedTasks(input.tasks);
  const style = input.style ?? normaliseWallpaperStyle({});
  await store.put(storagePath, await render({ tasks, width: input.width, height: input.height, mode: input.mode, style }));
  try {
    const [row] = await db
      .insert(wallpapers)
      .values({ id, userId: input.userId, text: input.text, mode: input.mode, width: input.width, height: input.height, tasks, style, storagePath })
      .returning();
    return row!;
  } catch (error) {
    await store.delete(storagePath).catch(() => undefined); // the sweeper gets it otherwise
    throw error;
  }
}

/** Tasks as they are stored, always a list (older rows or hand edits may hold a string or an object). */
export function normaliseTasks(value: unknown): SavedTask[] {
  let raw = value;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(raw) ? raw : raw && typeof raw === "object" ? [raw] : [];
  return list
    .filter(
      (task): task is Record<string, unknown> => typeof task === "object" && task !== null && typeof (task as { text?: unknown }).text === "string",
    )
    .map((task, index) => ({
      id: typeof task.id === "string" ? task.id : `t${index + 1}`,
      text: task.text as string,
      completed: task.completed === true,
      isPriority: task.isPriority === true,
      emoji: typeof task.emoji === "string" ? task.emoji : null,
    }));
}

export function toHistoryItem(row: WallpaperRow): HistoryItem {
  return {
    id: row.id,
    text: row.text,
    mode: row.mode,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    storage_path: row.storagePath,
    image_path: row.storagePath,
    url: downloadUrl(row.storagePath),
    tasks: normaliseTasks(row.tasks),
    style: normaliseWallpaperStyle(row.style),
  };
}

/**
 * A page ends after its last row's time to the microsecond, as the database keeps it. A cursor rounded to the
 * millisecond (JavaScript's Date) skipped every wallpaper saved in the same millisecond as a page's last one and older
 * than it: saves that land together (three at once from two tabs, or on two instances) went missing from the list.
 */
const exactTime = sql<string>`to_char(${wallpapers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** An exact time, or one a cursor made before it carried microseconds (toISOString). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const encodeCursor = ({ wallpaper, at }: { wallpaper: WallpaperRow; at: string }) => Buffer.from(`${at}|${wallpaper.id}`).toString("base64url");

function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  return id && at && CURSOR_TIME.test(at) && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

/** Newest first, `limit` at a time; `nextCursor` continues after the last one. */
export async function listWallpapers(db: Database, userId: string, { cursor, limit }: { cursor?: string | null; limit: number }) {
  const after = cursor ? decodeCursor(cursor) : null;
  // Each row's exact time comes with it, for the cursor after the page's last one.
  const rows = await db
    .select({ wallpaper: wallpapers, at: exactTime })
    .from(wallpapers)
    .where(
      and(
        eq(wallpapers.userId, userId),
        after
          ? or(
              sql`${wallpapers.createdAt} < ${after.at}::timestamptz`,
              and(sql`${wallpapers.createdAt} = ${after.at}::timestamptz`, lt(wallpapers.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(wallpapers.createdAt), desc(wallpapers.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page.map(({ wallpaper }) => wallpaper), nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null };
}

export async function findWallpaper(db: Database, userId: string, id: string): Promise<WallpaperRow | null> {
  const [row] = await db
    .select()
    .from(wallpapers)
    .where(and(eq(wallpapers.id, id), eq(wallpapers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The owner's wallpaper whose image is at `storagePath`: a key is looked up, never used as a path. */
export async function findByStoragePath(db: Database, userId: string, storagePath: string): Promise<WallpaperRow | null> {
  const [row] = await db
    .select()
    .from(wallpapers)
    .where(and(eq(wallpapers.storagePath, storagePath), eq(wallpapers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Removes the row, then the image. False when the owner has no such wallpaper. */
export async function deleteWallpaper(db: Database, store: ImageStore, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(wallpapers)
    .where(and(eq(wallpapers.id, id), eq(wallpapers.userId, userId)))
    .returning();
  if (!row) return false;
  await store.delete(row.storagePath).catch((error: unknown) => logger.warn({ err: error, key: row.storagePath }, "image left for the sweeper"));
  return true;
}

/**
 * Ticks and unticks tasks (only `completed` changes), then draws the stored image again, in the
 * style it was saved with, so the downloaded wallpaper shows the progress. Throws
 * TaskNotFoundError for an id the wallpaper lacks.
 */
export async function updateTasks(
  db: Database,
  store: ImageStore,
  render: Renderer,
  row: WallpaperRow,
  changes: ReadonlyArray<{ id: string; completed: boolean }>,
): Promise<WallpaperRow> {
  const tasks = normaliseTasks(row.tasks);
  const byId = new Map(tasks.map((task) => [task.id, task]));
  for (const change of changes) {
    const task = byId.get(change.id);
    if (!task) throw new TaskNotFoundError(change.id);
    task.completed = change.completed;
  }
  const style = normaliseWallpaperStyle(row.style);
  await store.put(row.storagePath, await render({ tasks, width: row.width, height: row.height, mode: row.mode, style }));
  const [updated] = await db
    .update(wallpapers)
    .set({ tasks })
    .where(and(eq(wallpapers.id, row.id), eq(wallpapers.userId, row.userId)))
    .returning();
  return updated ?? row;
}

/**
 * Deletes images older than `graceMs` that no wallpaper row points at (left by a crash or a failed delete), and what
 * writes a crash cut short left as old.
 */
export async function sweepOrphanImages(db: Database, store: ImageStore, graceMs = 10 * 60_000): Promise<number> {
  const objects = await store.list("wallpapers/");
  const known = new Set((await db.select({ key: wallpapers.storagePath }).from(wallpapers)).map((row) => row.key));
  const cutoff = Date.now() - graceMs;
  const orphans = objects.filter((object) => !known.has(object.key) && object.modifiedAt.getTime() < cutoff);
  for (const orphan of orphans) await store.delete(orphan.key);
  const unfinished = (await store.removeUnfinished?.("wallpapers/", new Date(cutoff))) ?? 0;
  return orphans.length + unfinished;
}

/** The download's file name: the product, then when it was made. */
export function downloadName(prefix: string, createdAt: Date): string {
  return `${prefix}-${createdAt
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/:/g, "-")}.png`;
}
