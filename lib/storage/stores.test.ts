/**
 * The same contract for both image stores: the local folder and an S3-compatible server started
 * here on 127.0.0.1 (s3rver), reached through the real AWS SDK.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImageStore, userPrefix, wallpaperKey } from "./index";
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

const stores: Array<[string, () => ImageStore]> = [
  ["local folder", () => new LocalImageStore(tempFolder("images"))],
  [
    "S3-compatible store",
    () =>
      new S3ImageStore({
        bucket: "wallpapers",
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
];

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

  it("keeps images readable by this user only", async () => {
    const root = tempFolder("images");
    await new LocalImageStore(root).put(wallpaperKey("user-1", "w"), new Uint8Array([1]));
    expect(statSync(path.join(root, wallpaperKey("user-1", "w"))).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(root, "wallpapers", "user-1")).mode & 0o777).toBe(0o700);
  });
});
