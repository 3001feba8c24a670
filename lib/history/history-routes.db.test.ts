/** The history calls through the real routes: Pro gating, ownership on every id and path, tasks, ZIP, deletion. */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as remove, GET as getOne } from "@/app/api/wallpaper/[id]/route";
import { POST as updateTasks } from "@/app/api/wallpaper/[id]/tasks/route";
import { GET as download } from "@/app/api/wallpaper/download/route";
import { POST as exportZip } from "@/app/api/wallpaper/export/route";
import { POST as generate } from "@/app/api/wallpaper/generate/route";
import { GET as history } from "@/app/api/wallpaper/history/route";
import { POST as save } from "@/app/api/wallpaper/save/route";
import { wallpapers } from "@/lib/db/schema";
import { resetFreeRenderLimit } from "@/lib/http/render";
import { getImageStore } from "@/lib/storage";
import { wallpaperKey } from "@/lib/storage/image-store";
import { LocalImageStore } from "@/lib/storage/local";
import { S3ImageStore } from "@/lib/storage/s3";
import { SITE, type SignedIn, signIn, signInPro } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { sweepOrphanImages } from "./store";

const database = openTestDatabase();
const auth = (who: SignedIn | null): Record<string, string> => (who ? { Authorization: `Bearer ${who.token}` } : {});
const get = (who: SignedIn | null, path: string) => new Request(`${SITE}${path}`, { headers: auth(who) });
const post = (who: SignedIn | null, path: string, body: unknown) => jsonPost(`${SITE}${path}`, body, auth(who));
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const options = { width: 1179, height: 2556, generation_mode: "plain" as const };

const proUser = () => signInPro(database.current.db);
async function saved(who: SignedIn, text = "Call mum\nBuy milk") {
  const response = await save(post(who, "/api/wallpaper/save", { text, options }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

let owner: SignedIn & { id: string };
let other: SignedIn & { id: string };
let free: SignedIn;
beforeAll(async () => {
  [owner, other, free] = await Promise.all([proUser(), proUser(), signIn(`free-${randomUUID().slice(0, 8)}@example.test`)]);
});

it("keeps the images where the settings say: the S3 store when S3_BUCKET is set, else the local folder", () => {
  expect(getImageStore()).toBeInstanceOf(process.env.S3_BUCKET ? S3ImageStore : LocalImageStore);
});

describe("saving to the history", () => {
  it("answers 401 to a visitor and 403 with the Pro message to a free account", async () => {
    expect((await save(post(null, "/api/wallpaper/save", { text: "x", options }))).status).toBe(401);
    const refused = await save(post(free, "/api/wallpaper/save", { text: "x", options }));
    expect([refused.status, await refused.json()]).toEqual([
      403,
      { success: false, message: "Pro subscription required to access wallpaper history." },
    ]);
  });

  it("draws and stores the image from the tasks, and keeps the tasks with ids and flags", async () => {
    const id = await saved(owner, "Call mum\nPay rent today");
    const [row] = await database.current.db.select().from(wallpapers).where(eq(wallpapers.id, id));
    expect(row).toMatchObject({ userId: owner.id, mode: "plain", width: 1179, height: 2556, storagePath: wallpaperKey(owner.id, id) });
    expect(row!.tasks).toEqual([
      { id: "t1", text: "Call mum", completed: false, isPriority: false, emoji: null },
      { id: "t2", text: "Pay rent today", completed: false, isPriority: false, emoji: null },
    ]);
    const image = await getImageStore().get(row!.storagePath);
    expect((await sharp(Buffer.from(image!)).metadata()).width).toBe(1179);
  });

  it("checks imageData and never stores it: a PNG of another size or not a PNG is 400", async () => {
    const small = `data:image/png;base64,${(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
        .png()
        .toBuffer()
    ).toString("base64")}`;
    for (const imageData of [small, "data:image/png;base64,bm90IGEgcG5n"]) {
      const response = await save(post(owner, "/api/wallpaper/save", { text: "x", options, imageData }));
      expect([response.status, await response.json()]).toEqual([400, { success: false, message: "The image data is not a PNG of the stated size." }]);
    }
    expect((await save(post(owner, "/api/wallpaper/save", { text: "x", options, imageData: "https://evil.example/x.png" }))).status).toBe(400);
  });
});

describe("the style of a saved wallpaper", () => {
  const pixelAt = async (image: Uint8Array, x: number, y: number) => {
    const { data, info } = await sharp(Buffer.from(image)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * 3;
    return [data[at], data[at + 1], data[at + 2]];
  };
  const styled = { preset: "galaxy-s25", theme: "custom", background: "#7c3aed", textSize: "large", align: "left" } as const;

  it("is kept with the item, answered by the history, and drawn again the same way when a task is ticked", async () => {
    const response = await save(post(owner, "/api/wallpaper/save", { text: "Call mum\nBuy milk", options: { style: styled } }));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.current.db.select().from(wallpapers).where(eq(wallpapers.id, id));
    expect(row).toMatchObject({ width: 1080, height: 2340, style: styled });
    const path = wallpaperKey(owner.id, id);
    expect(await pixelAt((await getImageStore().get(path))!, 0, 0)).toEqual([0x7c, 0x3a, 0xed]);

    const answered = await (await getOne(get(owner, `/api/wallpaper/${id}`), params(id))).json();
    expect(answered.wallpaper).toMatchObject({ width: 1080, height: 2340, style: styled });

    const ticked = await updateTasks(post(owner, `/api/wallpaper/${id}/tasks`, { tasks: [{ id: "t1", completed: true }] }), params(id));
    expect((await ticked.json()).wallpaper.style).toEqual(styled);
    const redrawn = (await getImageStore().get(path))!;
    expect((await sharp(Buffer.from(redrawn)).metadata()).width).toBe(1080);
    expect(await pixelAt(redrawn, 1079, 2339)).toEqual([0x7c, 0x3a, 0xed]);
  });

  it("is kept whole when an older creator sends it beside the size instead of in options.style", async () => {
    const response = await save(
      post(owner, "/api/wallpaper/save", { text: "Call mum", options: { ...options, ...styled, width: 1080, height: 2340 } }),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.current.db.select().from(wallpapers).where(eq(wallpapers.id, id));
    expect(row).toMatchObject({ width: 1080, height: 2340, style: styled });
  });

  it("reads as today's look for an item saved before styles existed", async () => {
    const id = await saved(owner);
    await database.current.db.update(wallpapers).set({ style: {} }).where(eq(wallpapers.id, id));
    const answered = await (await getOne(get(owner, `/api/wallpaper/${id}`), params(id))).json();
    expect(answered.wallpaper.style).toEqual({ preset: "custom", theme: "light", background: null, textSize: "medium", align: "center" });
    await updateTasks(post(owner, `/api/wallpaper/${id}/tasks`, { tasks: [{ id: "t1", completed: true }] }), params(id));
    expect(await pixelAt((await getImageStore().get(wallpaperKey(owner.id, id)))!, 0, 0)).toEqual([255, 255, 255]);
  });

  it("refuses a save whose image is not at the preset's size", async () => {
    const wrongSize = `data:image/png;base64,${(
      await sharp({ create: { width: 1179, height: 2556, channels: 3, background: "#fff" } })
        .png()
        .toBuffer()
    ).toString("base64")}`;
    const response = await save(post(owner, "/api/wallpaper/save", { text: "x", options: { style: { preset: "pixel-10" } }, imageData: wrongSize }));
    expect(response.status).toBe(400);
  });
});

describe("reading the history", () => {
  it("lists the owner's wallpapers newest first, a page at a time, and nobody else's", async () => {
    const mine = await (async () => {
      const who = await proUser();
      const ids = [];
      for (let i = 0; i < 5; i++) ids.push(await saved(who, `Task ${i}`));
      return { who, ids };
    })();
    const first = await (await history(get(mine.who, "/api/wallpaper/history?limit=3"))).json();
    expect(first.wallpapers.map((w: { id: string }) => w.id)).toEqual(mine.ids.slice().reverse().slice(0, 3));
    expect(first.wallpapers[0]).toMatchObject({
      text: "Task 4",
      mode: "plain",
      url: expect.stringMatching(/^\/api\/wallpaper\/download\?path=wallpapers%2F/),
    });
    const second = await (await history(get(mine.who, `/api/wallpaper/history?limit=3&cursor=${first.nextCursor}`))).json();
    expect(second.wallpapers.map((w: { id: string }) => w.id)).toEqual(mine.ids.slice().reverse().slice(3));
    expect(second.nextCursor).toBeNull();
    const others = await (await history(get(other, "/api/wallpaper/history"))).json();
    expect(others.wallpapers.some((w: { id: string }) => mine.ids.includes(w.id))).toBe(false);
    for (const query of ["?limit=0", "?limit=abc", "?cursor=..%2F..", `?cursor=${"x".repeat(500)}`]) {
      expect((await history(get(mine.who, `/api/wallpaper/history${query}`))).status).toBe(400);
    }
  });

  it("lists every wallpaper once, page after page, when several were saved within one millisecond", async () => {
    const who = await proUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await saved(who, `Same moment ${i}`));
    // As saves that land together are kept: the same millisecond, a few microseconds apart.
    for (const [i, id] of ids.entries()) {
      await database.current.db
        .update(wallpapers)
        .set({ createdAt: sql`${`2026-11-26T10:00:00.1234${i}Z`}::timestamptz` })
        .where(eq(wallpapers.id, id));
    }
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (await history(get(who, `/api/wallpaper/history?limit=2${cursor ? `&cursor=${cursor}` : ""}`))).json()) as {
        wallpapers: { id: string }[];
        nextCursor: string | null;
      };
      listed.push(...page.wallpapers.map((w) => w.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(listed).toEqual(ids.slice().reverse());
  });

  it("answers 404 to someone else on every id and path of a wallpaper, and to traversal and made-up paths", async () => {
    const id = await saved(owner);
    const path = wallpaperKey(owner.id, id);
    expect((await download(get(owner, `/api/wallpaper/download?path=${encodeURIComponent(path)}`))).status).toBe(200);
    const notFound = { success: false, message: "Wallpaper not found" };
    const attempts = [
      () => getOne(get(other, `/api/wallpaper/${id}`), params(id)),
      () => remove(new Request(`${SITE}/api/wallpaper/${id}`, { method: "DELETE", headers: auth(other) }), params(id)),
      () => updateTasks(post(other, `/api/wallpaper/${id}/tasks`, { tasks: [{ id: "t1", completed: true }] }), params(id)),
      () => download(get(other, `/api/wallpaper/download?path=${encodeURIComponent(path)}`)),
      ...[
        "../../etc/passwd",
        `wallpapers/${owner.id}/../${other.id}/x.png`,
        `wallpapers/${other.id}/${id}.png`,
        "wallpapers/made-up.png",
        "",
        "%00",
      ].map((hostile) => () => download(get(owner, `/api/wallpaper/download?path=${encodeURIComponent(hostile)}`))),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect([response.status, await response.json()]).toEqual([404, notFound]);
    }
    expect((await getOne(get(owner, `/api/wallpaper/${id}`), params(id))).status).toBe(200);
  });

  it("downloads with the product's name and the time it was made", async () => {
    const id = await saved(owner);
    const response = await download(get(owner, `/api/wallpaper/download?path=${encodeURIComponent(wallpaperKey(owner.id, id))}`));
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="wallminder-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.png"$/);
  });
});

describe("ticking tasks", () => {
  it("changes only the completed flags and draws the stored image again", async () => {
    const id = await saved(owner, "Call mum\nBuy milk");
    const path = wallpaperKey(owner.id, id);
    const before = await getImageStore().get(path);
    const response = await updateTasks(
      post(owner, `/api/wallpaper/${id}/tasks`, { tasks: [{ id: "t2", completed: true, text: "Hacked" }] }),
      params(id),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.wallpaper.tasks).toEqual([
      { id: "t1", text: "Call mum", completed: false, isPriority: false, emoji: null },
      { id: "t2", text: "Buy milk", completed: true, isPriority: false, emoji: null },
    ]);
    expect(Buffer.compare(Buffer.from(before!), Buffer.from((await getImageStore().get(path))!))).not.toBe(0);
  });

  it("answers 'Task not found' for a task the wallpaper lacks, and changes nothing", async () => {
    const id = await saved(owner);
    const response = await updateTasks(
      post(owner, `/api/wallpaper/${id}/tasks`, {
        tasks: [
          { id: "t1", completed: true },
          { id: "t99", completed: true },
        ],
      }),
      params(id),
    );
    expect([response.status, await response.json()]).toEqual([404, { success: false, message: "Task not found" }]);
    const again = await (await getOne(get(owner, `/api/wallpaper/${id}`), params(id))).json();
    expect(again.wallpaper.tasks.every((task: { completed: boolean }) => !task.completed)).toBe(true);
  });
});

describe("exporting and deleting", () => {
  it("streams the owner's selected wallpapers as a ZIP, skipping someone else's ids", async () => {
    const ids = [await saved(owner, "One"), await saved(owner, "Two")];
    const foreign = await saved(other, "Not yours");
    const response = await exportZip(post(owner, "/api/wallpaper/export", { ids: [...ids, foreign] }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="wallminder-export-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(2);
    for (const id of ids) {
      const name = names.find((entry) => entry.endsWith(`-${id}.png`))!;
      expect(name).toMatch(/^wallminder-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-/);
      expect(Buffer.from(files[name]!)).toEqual(Buffer.from((await getImageStore().get(wallpaperKey(owner.id, id)))!));
    }
  });

  it("skips a wallpaper whose image is gone, and says so when none could be read", async () => {
    const id = await saved(owner, "Lost");
    await getImageStore().delete(wallpaperKey(owner.id, id));
    const response = await exportZip(post(owner, "/api/wallpaper/export", { ids: [id] }));
    expect([response.status, await response.json()]).toEqual([404, { success: false, message: "Could not retrieve any wallpaper images." }]);
  });

  it("deletes the row and the image, and sweeps an image whose row is gone", async () => {
    const id = await saved(owner);
    const path = wallpaperKey(owner.id, id);
    const response = await remove(new Request(`${SITE}/api/wallpaper/${id}`, { method: "DELETE", headers: auth(owner) }), params(id));
    expect([response.status, await response.json()]).toEqual([200, { success: true, message: "Wallpaper deleted." }]);
    expect(await getImageStore().get(path)).toBeNull();
    expect((await getOne(get(owner, `/api/wallpaper/${id}`), params(id))).status).toBe(404);

    // An image a crash left behind (no row) is swept once it is old enough; a wallpaper's image never is.
    const images = new LocalImageStore(mkdtempSync(join(os.tmpdir(), "wallminder-sweep-")));
    const kept = wallpaperKey(owner.id, await saved(owner));
    const orphan = wallpaperKey(owner.id, randomUUID());
    await images.put(kept, new Uint8Array([1]));
    await images.put(orphan, new Uint8Array([2]));
    expect(await sweepOrphanImages(database.current.db, images, 60_000)).toBe(0);
    expect(await sweepOrphanImages(database.current.db, images, -1)).toBe(1);
    expect(await images.get(orphan)).toBeNull();
    expect(await images.get(kept)).toEqual(new Uint8Array([1]));
  });
});

describe("free accounts' server renders", () => {
  it("are capped per day, counted in the database, with a clear 429; Pro has no cap", async () => {
    vi.stubEnv("FREE_DAILY_SERVER_RENDERS", "2");
    resetFreeRenderLimit();
    try {
      const someone = await signIn(`capped-${randomUUID().slice(0, 8)}@example.test`);
      const render = () => generate(post(someone, "/api/wallpaper/generate", { text: "Buy milk" }));
      expect((await render()).status).toBe(200);
      expect((await render()).status).toBe(200);
      const capped = await render();
      expect(capped.status).toBe(429);
      expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(80_000);
      expect((await capped.json()).message).toBe(
        "You have used today's 2 server-drawn wallpapers on the free plan. Your browser's own download still works; Pro has no limit.",
      );
      for (let i = 0; i < 3; i++) expect((await generate(post(owner, "/api/wallpaper/generate", { text: "Buy milk" }))).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      resetFreeRenderLimit();
    }
  });
});
