/**
 * The wallpaper history: the first page for a user with 1,000 wallpapers (embedded PGlite), a ZIP
 * of 100 wallpapers streamed (time, peak memory growth, size), and a save (render, store, row)
 * beside a plain server render of the same list. Run alone with `npm run bench -- history`.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openPglite } from "../lib/db/client";
import { user, wallpapers } from "../lib/db/schema";
import { listWallpapers, saveWallpaper, toSavedTasks } from "../lib/history/store";
import { zipStream } from "../lib/history/zip";
import { wallpaperKey } from "../lib/storage/image-store";
import { LocalImageStore } from "../lib/storage/local";
import type { Task } from "../lib/tasks/types";
import { renderWallpaperPng } from "../lib/wallpaper/server";
import { printTable, timeItAsync } from "./timing";

const TASKS: Task[] = [
  { text: "Finish the quarterly report before the Friday deadline", isPriority: true, emoji: "📊" },
  { text: "Call mom", isPriority: false, emoji: "📞" },
  { text: "Gym at 6pm: legs and core", isPriority: false, emoji: "🏋️" },
  { text: "Buy milk, eggs and bread", isPriority: false, emoji: "🥛" },
];
const SIZE = { width: 1179, height: 2556, mode: "emoji" as const };
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function benchHistory() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "wallminder-bench-"));
  const handle = await openPglite();
  try {
    await migrate(handle);
    const { db } = handle;
    const userId = randomUUID();
    await db.insert(user).values({ id: userId, name: "Bench", email: "bench@example.test" });
    const png = await renderWallpaperPng({ tasks: TASKS, ...SIZE });
    const store = new LocalImageStore(folder);
    const start = Date.now() - 1000 * 60_000;
    for (let batch = 0; batch < 10; batch++) {
      const rows = Array.from({ length: 100 }, (_, i) => {
        const id = randomUUID();
        return {
          id,
          userId,
          text: "x",
          mode: "emoji" as const,
          width: 1179,
          height: 2556,
          tasks: toSavedTasks(TASKS),
          storagePath: wallpaperKey(userId, id),
          createdAt: new Date(start + (batch * 100 + i) * 60_000),
        };
      });
      await db.insert(wallpapers).values(rows);
    }
    const firstPage = await timeItAsync(() => listWallpapers(db, userId, { limit: 24 }), 50, 5);

    const newest = (await listWallpapers(db, userId, { limit: 100 })).rows;
    for (const row of newest) await store.put(row.storagePath, png);
    const entries = newest.map((row) => ({ name: `${row.id}.png`, read: () => store.get(row.storagePath) }));
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    let archive = 0;
    const zipStart = performance.now();
    const reader = zipStream(entries).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      archive += value.byteLength;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const zipMs = performance.now() - zipStart;

    const render = await timeItAsync(() => renderWallpaperPng({ tasks: TASKS, ...SIZE }), 20, 3);
    const save = await timeItAsync(
      () => saveWallpaper(db, store, (input) => renderWallpaperPng(input), { userId, text: "x", tasks: TASKS, ...SIZE }),
      20,
      3,
    );

    printTable("History (ms)", [
      { name: "first page of 1,000 wallpapers (PGlite)", ...firstPage },
      { name: "plain server render (reference)", ...render },
      { name: "save: render, store, row", ...save, "vs render": `${(save.median / render.median).toFixed(2)}x` },
    ]);
    console.log(
      `ZIP of 100 wallpapers (${(png.length / 1024).toFixed(0)} KB each), streamed: ${zipMs.toFixed(0)} ms, archive ${megabytes(archive)}, peak memory growth ${megabytes(peak - before)}`,
    );
  } finally {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHistory();
