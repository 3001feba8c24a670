/**
 * The live wallpaper address following a source (decision record 021), in process: the route handler called as the
 * server calls it, on a fresh PGlite database, with an in-process stand-in for Todoist that answers after a fixed
 * delay. Beside each figure, the same address showing a saved wallpaper, in alternation:
 * - an unchanged source's 304 (the source read within the interval: one lookup, no read) beside a saved wallpaper's 304;
 * - a changed source (due for a read: the claim, the read, the list kept, the draw) beside a saved wallpaper's changed
 *   list plus the source's own delay.
 * Run alone with `npx tsx --conditions=react-server bench/live-source.ts`.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { GET as fetchLive } from "../app/api/live/[token]/route";
import { forgetDatabase, migrate, openPglite, setDatabase } from "../lib/db/client";
import { saveSubscription } from "../lib/db/queries/subscriptions";
import { taskSources, user, wallpapers } from "../lib/db/schema";
import { toSavedTasks } from "../lib/history/store";
import { issueLiveToken, updateLiveSettings } from "../lib/live/store";
import { defineSource, SOURCE_DEFINITIONS } from "../lib/sources/adapters";
import { connectSource } from "../lib/sources/service";
import { SIZE, TASKS } from "./live-wallpaper";
import { printTable, summarise } from "./timing";

const SOURCE_DELAY_MS = 40;
/** The address allows 120 fetches an hour: warm-ups and runs together stay under it. */
const UNCHANGED_RUNS = 60;
const CHANGED_RUNS = 30;

let version = 0;
const slowTodoist = defineSource({
  adapter: {
    kind: "todoist",
    async read() {
      await new Promise((resolve) => setTimeout(resolve, SOURCE_DELAY_MS));
      return TASKS.map((task, index) => ({ text: index === 1 ? `${task.text} (${version})` : task.text, urgent: task.isPriority }));
    },
  },
  settings: z.object({}),
  secret: "required",
  defaultLabel: () => "Todoist",
});

async function member(db: Parameters<typeof saveSubscription>[0], name: string) {
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name, email: `${name}@example.test` });
  await saveSubscription(db, userId, { subscriptionStatus: "active" });
  const id = randomUUID();
  await db.insert(wallpapers).values({ id, userId, text: "x", ...SIZE, tasks: toSavedTasks(TASKS), storagePath: `wallpapers/${userId}/${id}.png` });
  return { userId, token: (await issueLiveToken(db, userId)).token };
}

let client = 0;
async function ask(token: string, etag: string): Promise<{ ms: number; response: Response }> {
  const request = new Request(`http://localhost:3000/api/live/${token}`, {
    headers: { "If-None-Match": etag, "X-Forwarded-For": `198.51.100.${client++ % 250}` },
  });
  const start = performance.now();
  const response = await fetchLive(request, { params: Promise.resolve({ token }) });
  await response.arrayBuffer();
  return { ms: performance.now() - start, response };
}

export async function benchLiveSource() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wallminder-live-source-bench-"));
  process.env.DATA_DIR = dataDir;
  const handle = await openPglite(path.join(dataDir, "pglite"));
  SOURCE_DEFINITIONS.todoist = slowTodoist;
  try {
    await migrate(handle);
    setDatabase(handle);
    const { db } = handle;
    const plain = await member(db, "plain");
    const following = await member(db, "following");
    const source = await connectSource(db, following.userId, { kind: "todoist", settings: {}, secret: "bench-token", timeZone: "UTC" });
    await updateLiveSettings(db, following.userId, { pinnedSourceId: source.id });

    const tagOf = async (token: string) => (await ask(token, '"none"')).response.headers.get("etag")!;
    const [plainTag, sourceTag] = [await tagOf(plain.token), await tagOf(following.token)];
    const unchanged = { plain: [] as number[], source: [] as number[] };
    for (let i = 0; i < UNCHANGED_RUNS + 5; i++) {
      const [a, b] = [await ask(plain.token, plainTag), await ask(following.token, sourceTag)];
      if (a.response.status !== 304 || b.response.status !== 304) throw new Error(`unchanged answered ${a.response.status} and ${b.response.status}`);
      if (i < 5) continue;
      unchanged.plain.push(a.ms);
      unchanged.source.push(b.ms);
    }
    const changed = { plain: [] as number[], source: [] as number[] };
    for (let i = 0; i < CHANGED_RUNS + 3; i++) {
      // The source is due and its list has changed since: the address claims the read, reads, keeps the list and draws.
      version += 1;
      await db
        .update(taskSources)
        .set({ lastReadAt: new Date(0) })
        .where(eq(taskSources.id, source.id));
      const [a, b] = [await ask(plain.token, '"an older picture"'), await ask(following.token, '"an older picture"')];
      if (a.response.status !== 200 || b.response.status !== 200) throw new Error(`changed answered ${a.response.status} and ${b.response.status}`);
      if (i < 3) continue;
      changed.plain.push(a.ms);
      changed.source.push(b.ms);
    }
    const [plain304, source304, plainDraw, sourceDraw] = [unchanged.plain, unchanged.source, changed.plain, changed.source].map(summarise);
    const budget = 1.3 * plainDraw!.median + SOURCE_DELAY_MS;
    printTable(`Live wallpaper following a source (ms, route handler in process on PGlite; the source answers in ${SOURCE_DELAY_MS} ms)`, [
      { name: "saved wallpaper, unchanged: 304", ...plain304! },
      {
        name: "source read recently, unchanged: 304",
        ...source304!,
        "vs saved 304": `${(source304!.median / plain304!.median).toFixed(2)}x (≤ 1.5x)`,
      },
      { name: "saved wallpaper, changed: draw", ...plainDraw! },
      {
        name: "source due and changed: claim, read, keep, draw",
        ...sourceDraw!,
        "vs draw + source": `${(sourceDraw!.median / (plainDraw!.median + SOURCE_DELAY_MS)).toFixed(2)}x; budget 1.3 x draw + ${SOURCE_DELAY_MS} = ${budget.toFixed(1)}`,
      },
    ]);
  } finally {
    delete SOURCE_DEFINITIONS.todoist;
    forgetDatabase();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLiveSource();
