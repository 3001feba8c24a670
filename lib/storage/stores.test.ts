/**
 * The same contract for every image store: the local folder, an S3-compatible server started here on 127.0.0.1
 * (s3rver), and, when TEST_S3_URL names one, a real object store (CI starts OpenStack Swift with its S3 API:
 * scripts/swift-s3.sh), all reached through the real AWS SDK.
 */
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Settings } from "@/lib/env";
import { s3EnvFromUrl } from "@/tests/helpers/s3-url";
import { type ImageStore, userPrefix, wallpaperKey } from "./image-store";
import { LocalImageStore } from "./local";
import { S3ImageStore } from "./s3";

const folders: string[] = [];
const tempFolder = (label: string) => {
  const folder = mkdtempSync(path.join(os.tmpdir(), `wallminder-${label}-`));
  folders.push(folder);
  return folder;
};

let s3: S3rver;
let s3Port = 0;
beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempFolder("s3"),
    configureBuckets: [{ name: "wallpapers", configs: [] }],
  });
  const { port } = await s3.run();
  s3Port = port;
});
afterAll(async () => {
  await s3.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const s3rverSettings = (): S3Settings => ({
  bucket: "wallpapers",
  endpoint: `http://127.0.0.1:${s3Port}`,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
});
const swiftSettings = (): S3Settings => {
  const env = s3EnvFromUrl(process.env.TEST_S3_URL!);
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
};
const s3Stores: Array<[string, () => S3Settings]> = [
  ["S3-compatible store (s3rver)", s3rverSettings],
  ...(process.env.TEST_S3_URL ? [["S3-compatible store (TEST_S3_URL)", swiftSettings] as [string, () => S3Settings]] : []),
];
const stores: Array<[string, () => ImageStore]> = [
  ["local folder", () => new LocalImageStore(tempFolder("images"))],
  ...s3Stores.map(([label, settings]): [string, () => ImageStore] => [label, () => new S3ImageStore(settings())]),
];

// What only a real store shows (decision record 011): s3rver accepts any signature, and its ListObjectsV2 answers 500
// once a listing passes 1,000 keys, so these run on the store in TEST_S3_URL alone.
describe.runIf(process.env.TEST_S3_URL)("the S3-compatible store in TEST_S3_URL", () => {
  const settings = swiftSettings;
  it("refuses a request signed with the wrong secret", async () => {
    const forged = new S3ImageStore({ ...settings(), secretAccessKey: "not-the-secret" });
    await expect(forged.put(wallpaperKey("user-9", "w"), new Uint8Array([1]))).rejects.toThrow();
    await expect(forged.list(userPrefix("user-9"))).rejects.toThrow();
  });

  it("deletes a thousand and one objects in batches", async () => {
    const images = new S3ImageStore(settings());
    const prefix = userPrefix(`user-many-${Date.now()}`);
    const keys = Array.from({ length: 1001 }, (_, i) => `${prefix}w${i}.png`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => images.put(key, new Uint8Array([1]))));
    expect((await images.list(prefix)).length).toBe(1001);
    expect(await images.deletePrefix(prefix)).toBe(1001);
    expect(await images.list(prefix)).toEqual([]);
  }, 120_000);
});

describe.each(stores)("the %s", (_, makeStore) => {
  it("keeps, lists, returns and removes a user's images, and leaves everyone else's", async () => {
    const images = makeStore();
    const [a, b, c] = [wallpaperKey("user-1", "w1"), wallpaperKey("user-1", "w2"), wallpaperKey("user-2", "w3")];
    await images.put(a, new Uint8Array([1, 2, 3]));
    await images.put(b, new Uint8Array([4]));
    await images.put(c, new Uint8Array([5]));
    expect(await images.get(a)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await images.get(wallpaperKey("user-1", "missing"))).toBeNull();
    expect((await images.list(userPrefix("user-1"))).map((object) => object.key).sort()).toEqual([a, b]);

    await images.delete(a);
    await images.delete(a); // gone already: not an error
    expect(await images.get(a)).toBeNull();
    expect(await images.deletePrefix(userPrefix("user-1"))).toBe(1);
    expect(await images.get(b)).toBeNull();
    expect(await images.get(c)).toEqual(new Uint8Array([5]));
    expect(await images.deletePrefix(userPrefix("nobody"))).toBe(0);
  });

  it("replaces an object whole", async () => {
    const images = makeStore();
    const key = wallpaperKey("user-3", "w");
    await images.put(key, new Uint8Array(200_000).fill(1));
    await images.put(key, new Uint8Array([9, 9]));
    expect(await images.get(key)).toEqual(new Uint8Array([9, 9]));
    expect((await images.list(userPrefix("user-3"))).length).toBe(1);
  });
});

describe("the local folder", () => {
  it("refuses keys that climb out of its folder", async () => {
    const images = new LocalImageStore(tempFolder("images"));
    for (const key of ["../etc/passwd", "wallpapers/../../x.png", "/abs.png", "wallpapers/a b.png", "wallpapers/a\u0000.png"]) {
      await expect(images.put(key, new Uint8Array([1]))).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it("removes the half-written files of writes a crash cut short once they are old, and nothing else", async () => {
    const root = tempFolder("images");
    const images = new LocalImageStore(root);
    const kept = wallpaperKey("user-1", "w1");
    await images.put(kept, new Uint8Array([1]));
    // What a kill -9 during `put` leaves: the file it was writing, never renamed to its key.
    const cutShort = (name: string, writtenAt: Date) => {
      const file = path.join(root, "wallpapers", "user-1", name);
      writeFileSync(file, new Uint8Array([2]));
      utimesSync(file, writtenAt, writtenAt);
      return file;
    };
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const old = cutShort("w2.png.0a1b2c3d4e5f.partial", hourAgo);
    const young = cutShort("w3.png.6a7b8c9d0e1f.partial", new Date());
    expect((await images.list("wallpapers/")).map((object) => object.key)).toEqual([kept]);

    expect(await images.removeUnfinished("wallpapers/", new Date(Date.now() - 10 * 60_000))).toBe(1);
    expect([existsSync(old), existsSync(young)]).toEqual([false, true]);
    expect(await images.get(kept)).toEqual(new Uint8Array([1]));
  });

  it("keeps images readable by this user only", async () => {
    const root = tempFolder("images");
    await new LocalImageStore(root).put(wallpaperKey("user-1", "w"), new Uint8Array([1]));
    expect(statSync(path.join(root, wallpaperKey("user-1", "w"))).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(root, "wallpapers", "user-1")).mode & 0o777).toBe(0o700);
  });
});
