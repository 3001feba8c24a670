/** The image store gave no usable answer (down, too slow, refusing our credentials): the request can be tried again. */
export class ImageStoreUnavailableError extends Error {
  override name = "ImageStoreUnavailableError";
  constructor(cause: unknown) {
    super(`the image store did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
