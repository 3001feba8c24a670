/**
 * The image store failing or slow, through the real history routes: each answer is a 503 with Retry-After and a
 * message a person understands, within the store's time limits, and nothing is half-written (no wallpaper row without
 * its image). The store is a local HTTP server that answers as S3 does when it is in trouble, or not at all.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as download } from "@/app/api/wallpaper/download/route";
import { POST as exportZip } from "@/app/api/wallpaper/export/route";
import { POST as save } from "@/app/api/wallpaper/save/route";
import { wallpapers } from "@/lib/db/schema";
import { logger } from "@/lib/log";
import { getImageStore, resetImageStore, setImageStore } from "@/lib/storage";
import type { ImageStore } from "@/lib/storage/image-store";
import { S3ImageStore } from "@/lib/storage/s3";
import { SITE, type SignedIn, signInPro } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";

const database = openTestDatabase();
const STORE_DOWN =
  "We can't reach the place we keep your wallpapers' images right now, so nothing was saved or changed. Please try again in a minute.";
const options = { width: 1179, height: 2556, generation_mode: "plain" as const };

type Trouble = "error" | "silent";
let trouble: Trouble = "error";
let requests = 0;
let server: Server;
let troubled: ImageStore;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests++;
    request.resume();
    if (trouble === "silent") return; // never answers
    response.writeHead(500, { "Content-Type": "application/xml" });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  troubled = new S3ImageStore(
    { bucket: "wallpapers", region: "us-east-1", endpoint, forcePathStyle: true, accessKeyId: "key", secretAccessKey: "secret" },
    { connectMs: 300, requestMs: 400 },
  );
  vi.spyOn(logger, "warn").mockImplementation(() => undefined);
});
afterEach(() => resetImageStore());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (who: SignedIn, path: string, body: unknown) => jsonPost(`${SITE}${path}`, body, { Authorization: `Bearer ${who.token}` });
const rowsOf = async (userId: string) => database.current.db.select().from(wallpapers).where(eq(wallpapers.userId, userId));

async function expectStoreDown(response: Response) {
  expect(response.headers.get("retry-after")).toBe("30");
  expect([response.status, await response.json()]).toEqual([503, { success: false, message: STORE_DOWN }]);
}

describe.each<Trouble>(["error", "silent"])("with the image store answering %s", (kind) => {
  it("a save is refused with a clear 503, tried at most twice, and leaves no wallpaper behind", async () => {
    trouble = kind;
    const who = await signInPro(database.current.db, "store-down");
    setImageStore(troubled);
    requests = 0;
    const started = performance.now();
    await expectStoreDown(await save(post(who, "/api/wallpaper/save", { text: "Call mum\nBuy milk", options })));
    expect(performance.now() - started, "bounded by the store's time limits").toBeLessThan(5_000);
    expect(requests).toBeLessThanOrEqual(2);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it("a download or an export of a saved wallpaper says so too, and the wallpaper stays", async () => {
    trouble = kind;
    const who = await signInPro(database.current.db, "store-down");
    const saved = await save(post(who, "/api/wallpaper/save", { text: "Water the plants", options }));
    const { id } = (await saved.json()) as { id: string };
    const storagePath = (await rowsOf(who.id))[0]!.storagePath;
    const downloadIt = () =>
      download(
        new Request(`${SITE}/api/wallpaper/download?path=${encodeURIComponent(storagePath)}`, { headers: { Authorization: `Bearer ${who.token}` } }),
      );
    const healthy = getImageStore();
    setImageStore(troubled);
    await expectStoreDown(await downloadIt());
    await expectStoreDown(await exportZip(post(who, "/api/wallpaper/export", { ids: [id] })));
    setImageStore(healthy);
    expect(await rowsOf(who.id)).toHaveLength(1);
    expect((await downloadIt()).status).toBe(200);
  });
});
