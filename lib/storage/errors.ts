import { isErrorNamed } from "@/lib/process-wide";

/** The image store gave no usable answer (down, too slow, refusing our credentials): the request can be tried again. */
export class ImageStoreUnavailableError extends Error {
  override name = "ImageStoreUnavailableError";
  /** The store is process-wide, so its errors may come from another copy of this module (lib/process-wide.ts). */
  static [Symbol.hasInstance](value: unknown) {
    return isErrorNamed(value, "ImageStoreUnavailableError");
  }
  constructor(cause: unknown) {
    super(`the image store did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
