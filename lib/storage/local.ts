import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStore, StoredObject } from "./image-store";

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/;
/** The end of a file still being written; renamed to its key once whole. */
const UNFINISHED = ".partial";

/** Images as files under one folder (the embedded default: DATA_DIR/images), readable by this user only. */
export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
    return path.join(this.root, key);
  }

  /** Written beside the target, then renamed over it: a crash leaves the old file or the new one. */
  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${randomBytes(6).toString("hex")}${UNFINISHED}`;
    await writeFile(temporary, bytes, { mode: 0o600, flush: true });
    await rename(temporary, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.file(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const count = (await this.list(prefix)).length;
    await rm(this.file(prefix), { recursive: true, force: true });
    return count;
  }

  async list(prefix: string): Promise<StoredObject[]> {
    return this.files(prefix, (name) => !name.endsWith(UNFINISHED));
  }

  /** A write cut short by a crash (kill -9 while the file was written) leaves its half-written file behind. */
  async removeUnfinished(prefix: string, before: Date): Promise<number> {
    const stale = (await this.files(prefix, (name) => name.endsWith(UNFINISHED))).filter((file) => file.modifiedAt < before);
    await Promise.all(stale.map((file) => rm(this.file(file.key), { force: true })));
    return stale.length;
  }

  /** The files under the prefix whose names `wanted` accepts, by key, with when each was last written. */
  private async files(prefix: string, wanted: (name: string) => boolean): Promise<StoredObject[]> {
    const entries = await readdir(this.file(prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    return Promise.all(
      entries
        .filter((entry) => entry.isFile() && wanted(entry.name))
        .map(async (entry) => {
          const full = path.join(entry.parentPath, entry.name);
          return { key: path.relative(this.root, full).split(path.sep).join("/"), modifiedAt: (await stat(full)).mtime };
        }),
    );
  }
}
