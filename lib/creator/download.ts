/** Saving the wallpaper from the browser: file names, checks, download and share. */

/** A name that sorts by time and never collides: wallminder-2026-11-21-143005.png. */
export function wallpaperFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `wallminder-${date}-${time}.png`;
}

export type PreviewProblem = "missing" | "invalid";

/** A real PNG is well over 100 bytes; anything smaller or of another type is not an image we made. */
export function checkPreview(image: Blob | null): PreviewProblem | null {
  if (!image) return "missing";
  if (image.type !== "image/png" || image.size <= 100) return "invalid";
  return null;
}

export type DownloadFailure = "security" | "failed";

/** What had already failed when the browser's own download failed: nothing, the server, or the server's 10 s wait. */
export type DownloadAttempt = "first" | "afterServerFailed" | "afterServerTimedOut";

export class DownloadError extends Error {
  override name = "DownloadError";
  constructor(
    readonly kind: DownloadFailure,
    readonly attempt: DownloadAttempt = "first",
  ) {
    super(kind);
  }
}

/** The same failure, as the last resort after the server had failed (or not answered in time) too. */
export function asLastResort(error: unknown, serverTimedOut: boolean): DownloadError {
  const kind = error instanceof DownloadError ? error.kind : "failed";
  return new DownloadError(kind, serverTimedOut ? "afterServerTimedOut" : "afterServerFailed");
}

export type DownloadFailureMessage = "downloadSecurity" | "downloadFailed" | "downloadLastResort" | "downloadTimedOut";

/**
 * The creator's message for a download that failed (docs/product.md §9): the browser's security block; when the
 * server had failed too, nothing is left to try now ('Please try again later'), and a server that never answered
 * is named as a timeout; otherwise another browser may do.
 */
export function downloadFailureMessage(error: unknown): DownloadFailureMessage {
  if (!(error instanceof DownloadError)) return "downloadFailed";
  if (error.kind === "security") return "downloadSecurity";
  if (error.attempt === "afterServerTimedOut") return "downloadTimedOut";
  return error.attempt === "afterServerFailed" ? "downloadLastResort" : "downloadFailed";
}

/** Starts a download of the image; the object URL is released after 2 s. */
export function downloadImage(image: Blob, fileName: string): void {
  try {
    const url = URL.createObjectURL(image);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 2_000);
  } catch (error) {
    throw new DownloadError(error instanceof DOMException && error.name === "SecurityError" ? "security" : "failed");
  }
}

/** Whether this browser can hand an image file to the share sheet (phones: 'Save Image' to Photos). */
export function canShareImages(): boolean {
  if (typeof navigator === "undefined" || typeof navigator.canShare !== "function") return false;
  const probe = new File([new Uint8Array(1)], "probe.png", { type: "image/png" });
  return navigator.canShare({ files: [probe] });
}

/** Opens the share sheet with the image. Resolves false when the person closes the sheet. */
export async function shareImage(image: Blob, fileName: string): Promise<boolean> {
  const file = new File([image], fileName, { type: "image/png" });
  try {
    await navigator.share({ files: [file] });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return false;
    throw new DownloadError(error instanceof DOMException && error.name === "NotAllowedError" ? "security" : "failed");
  }
}
