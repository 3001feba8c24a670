/**
 * The live wallpaper address as a phone meets it, over HTTP against the production build: asking again for an
 * unchanged list (If-None-Match, answered 304: one lookup by hash, one count, the tag) beside the server's floor (its health check), and asking for a changed one
 * (the same, plus drawing and encoding the PNG) beside a plain server render of the same list in this process, in
 * alternation. The build's database is a fresh PGlite folder seeded here with one Pro user, one wallpaper and an
 * address. Run alone with `npx tsx --conditions=react-server bench/live-wallpaper.ts` after `npm run build`.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openPglite } from "../lib/db/client";
import { saveSubscription } from "../lib/db/queries/subscriptions";
import { user, wallpapers } from "../lib/db/schema";
import { toSavedTasks } from "../lib/history/store";
import { issueLiveToken } from "../lib/live/store";
import type { Task } from "../lib/tasks/types";
import { renderWallpaperPng } from "../lib/wallpaper/server";
import { withProductionServer } from "./server";
import { printTable, timeItAsync, timePairAsync } from "./timing";

const PORT = 3320;
export const TASKS: Task[] = [
  { text: "Finish the quarterly report before the Friday deadline", isPriority: true, emoji: null },
  { text: "Call mom", isPriority: false, emoji: null },
  { text: "Gym at 6pm: legs and core", isPriority: false, emoji: null },
  { text: "Buy milk, eggs and bread", isPriority: false, emoji: null },
];
export const SIZE = { width: 1179, height: 2556, mode: "plain" as const };
/** The route allows 120 fetches an hour per address: the runs below stay under it. */
const UNCHANGED_RUNS = 50;
const CHANGED_RUNS = 25;

/** A data folder whose database holds one Pro user with one wallpaper and a live address; answers the token. */
async function seed(dataDir: string): Promise<string> {
  const handle = await openPglite(path.join(dataDir, "pglite"));
  try {
    await migrate(handle);
    const { db } = handle;
    const userId = randomUUID();
    await db.insert(user).values({ id: userId, name: "Bench", email: "live-bench@example.test" });
    await saveSubscription(db, userId, { subscriptionStatus: "active" });
    const id = randomUUID();
    await db.insert(wallpapers).values({ id, userId, text: "x", ...SIZE, tasks: toSavedTasks(TASKS), storagePath: `wallpapers/${userId}/${id}.png` });
    return (await issueLiveToken(db, userId)).token;
  } finally {
    await handle.close();
  }
}

export async function benchLiveWallpaper() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wallminder-live-bench-"));
  try {
    const token = await seed(dataDir);
    await withProductionServer("Live wallpaper", PORT, { DATA_DIR: dataDir }, async (url) => {
      const ask = (headers: Record<string, string> = {}) => fetch(`${url}/api/live/${token}`, { headers });
      const etag = (await ask()).headers.get("etag")!;
      const unchanged = await timeItAsync(
        async () => {
          const response = await ask({ "If-None-Match": etag });
          if (response.status !== 304) throw new Error(`an unchanged list answered ${response.status}`);
        },
        UNCHANGED_RUNS,
        5,
      );
      const [, floor] = await timePairAsync(
        async () => (await ask({ "If-None-Match": etag })).arrayBuffer(),
        async () => (await fetch(`${url}/api/health`)).arrayBuffer(),
        UNCHANGED_RUNS / 2,
        2,
      );
      const [changed, render] = await timePairAsync(
        async () => {
          const response = await ask({ "If-None-Match": '"an older picture"' });
          if (response.status !== 200) throw new Error(`a changed list answered ${response.status}`);
          await response.arrayBuffer();
        },
        () => renderWallpaperPng({ tasks: toSavedTasks(TASKS), ...SIZE }),
        CHANGED_RUNS,
        3,
      );
      printTable("Live wallpaper address (ms, HTTP to the production build on PGlite)", [
        { name: "GET /api/health, which reads nothing (the server's floor)", ...floor },
        { name: "unchanged list: 304", ...unchanged, "vs floor": `${(unchanged.median / floor.median).toFixed(2)}x` },
        { name: "plain server render in process (reference)", ...render },
        { name: "changed list: lookup, count, draw, encode, send", ...changed, "vs render": `${(changed.median / render.median).toFixed(2)}x` },
      ]);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLiveWallpaper();
