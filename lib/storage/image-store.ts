/**
 * What every image store offers, and the keys wallpaper images are kept under. Keys look like
 * wallpapers/{userId}/{wallpaperId}.png and are always built by the server (`wallpaperKey`), never taken from a
 * client. The stores (./local.ts, ./s3.ts) implement this; which one the app uses is ./index.ts's choice.
 */

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
