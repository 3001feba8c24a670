import "server-only";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStore } from "./index";

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/;

/** Images as files under one folder (the embedded default: DATA_DIR/images). */
export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.file(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    const folder = this.file(prefix);
    const count = await readdir(folder, { recursive: true, withFileTypes: true }).then(
      (entries) => entries.filter((entry) => entry.isFile()).length,
      () => 0,
    );
    await rm(folder, { recursive: true, force: true });
    return count;
  }
}
