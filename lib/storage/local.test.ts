import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { userPrefix, wallpaperKey } from "./index";
import { LocalImageStore } from "./local";

const store = () => new LocalImageStore(mkdtempSync(path.join(os.tmpdir(), "wallminder-images-")));

describe("LocalImageStore", () => {
  it("keeps, returns and removes a user's images", async () => {
    const images = store();
    await images.put(wallpaperKey("user-1", "w1"), new Uint8Array([1, 2, 3]));
    await images.put(wallpaperKey("user-1", "w2"), new Uint8Array([4]));
    await images.put(wallpaperKey("user-2", "w3"), new Uint8Array([5]));
    expect(await images.get(wallpaperKey("user-1", "w1"))).toEqual(new Uint8Array([1, 2, 3]));
    expect(await images.get(wallpaperKey("user-1", "missing"))).toBeNull();

    expect(await images.deletePrefix(userPrefix("user-1"))).toBe(2);
    expect(await images.get(wallpaperKey("user-1", "w2"))).toBeNull();
    expect(await images.get(wallpaperKey("user-2", "w3"))).toEqual(new Uint8Array([5]));
    expect(await images.deletePrefix(userPrefix("nobody"))).toBe(0);
  });

  it("refuses keys that climb out of its folder", async () => {
    const images = store();
    for (const key of ["../etc/passwd", "wallpapers/../../x.png", "/abs.png", "wallpapers/a b.png"]) {
      await expect(images.put(key, new Uint8Array([1]))).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
