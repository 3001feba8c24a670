/**
 * Where wallpaper images are kept. Keys look like wallpapers/{userId}/{wallpaperId}.png and are
 * always built by the server (`wallpaperKey`), never taken from a client.
 */
import "server-only";
import path from "node:path";
import { getServerEnv } from "@/lib/env";
import { LocalImageStore } from "./local";

export interface ImageStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes every object under the prefix; resolves to how many were removed. */
  deletePrefix(prefix: string): Promise<number>;
}

export function wallpaperKey(userId: string, wallpaperId: string): string {
  return `wallpapers/${userId}/${wallpaperId}.png`;
}

/** Everything one user owns in storage. */
export function userPrefix(userId: string): string {
  return `wallpapers/${userId}/`;
}

export function getImageStore(): ImageStore {
  return new LocalImageStore(path.join(getServerEnv().DATA_DIR, "images"));
}
