/**
 * Where wallpaper images are kept: a local folder by default, any S3-compatible store when
 * S3_BUCKET is set. Keys look like wallpapers/{userId}/{wallpaperId}.png and are always built by
 * the server (`wallpaperKey`), never taken from a client.
 */
import "server-only";
import path from "node:path";
import { getServerEnv, getS3Settings } from "@/lib/env";
import { processWide } from "@/lib/process-wide";
import { LocalImageStore } from "./local";
import { S3ImageStore } from "./s3";

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export interface ImageStore {
  /** Writes the whole object or nothing: a reader never sees half an image. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes one object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under the prefix; resolves to how many were removed. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every object under the prefix (for sweeping images no wallpaper points at). */
  list(prefix: string): Promise<StoredObject[]>;
  /**
   * Removes what writes cut short by a crash left under the prefix, last written before `before`; resolves to how many.
   * Only a store that writes in two steps has any: S3 keeps an object whole or not at all.
   */
  removeUnfinished?(prefix: string, before: Date): Promise<number>;
}

export function wallpaperKey(userId: string, wallpaperId: string): string {
  return `wallpapers/${userId}/${wallpaperId}.png`;
}

/** Everything one user owns in storage. */
export function userPrefix(userId: string): string {
  return `wallpapers/${userId}/`;
}

const store = processWide<ImageStore>("imageStore", () => {
  const s3 = getS3Settings();
  return s3 ? new S3ImageStore(s3) : new LocalImageStore(path.join(getServerEnv().DATA_DIR, "images"));
});

export const getImageStore = () => store.get();
export const resetImageStore = () => store.reset();
/** Tests: the store every route uses from now on (one that fails, for instance). */
export const setImageStore = (replacement: ImageStore) => store.set(replacement);
export { ImageStoreUnavailableError } from "./errors";
