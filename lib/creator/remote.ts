/**
 * The browser's call to /api/process-tasks, with every failure sorted into the kinds the creator
 * shows a message for (docs/product.md §9). Answers are read with the route's own schemas (lib/api), loaded with the
 * first answer to read (`schemas()`), so that zod is no part of the home page's start-up (decision record 006).
 */
import type { ProcessTasksRequest } from "@/lib/api/tasks";
import type { SaveWallpaperRequest } from "@/lib/api/history";
import type { GenerateWallpaperRequest } from "@/lib/api/wallpaper";
import type { Mode, Task } from "@/lib/tasks/types";

const schemas = () => import("./remote-schemas");

/** "offline": the browser knows it has no connection at all (the creator then works on quietly); "network": any other failed request. */
export type ProcessFailure = "offline" | "network" | "rateLimited" | "unauthorized" | "timeout" | "server" | "format" | "other";

export class ProcessError extends Error {
  override name = "ProcessError";
  constructor(readonly kind: ProcessFailure) {
    super(kind);
  }
}

export const PROCESS_TIMEOUT_MS = 12_000;

/** Why a request got no answer at all: it was stopped by its timer, the device is offline, or the network failed. */
function failureWithoutAnswer(controller: AbortController): ProcessFailure {
  if (controller.signal.aborted) return "timeout";
  return typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "network";
}

export function failureForStatus(status: number): ProcessFailure {
  if (status === 429) return "rateLimited";
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 408 || status === 504) return "timeout";
  if (status >= 500) return "server";
  return "other";
}

/** Asks the server to process the text. Throws ProcessError. */
export async function processOnServer(text: string, mode: Mode, requestId: string): Promise<Task[]> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout, so browser tests can move the clock.
  const timer = setTimeout(() => controller.abort(), PROCESS_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch("/api/process-tasks", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ text, mode, requestId } satisfies ProcessTasksRequest),
      signal: controller.signal,
    });
  } catch {
    throw new ProcessError(failureWithoutAnswer(controller));
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ProcessError(failureForStatus(response.status));
  const read = await schemas().catch(() => null);
  if (!read) throw new ProcessError(failureWithoutAnswer(controller));
  const parsed = read.ProcessTasksResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ProcessError("format");
  return parsed.data.processed;
}

/**
 * Whether the server has a language model, so Sort for Me and Add Emoji are worth a round trip; null when the server
 * could not be asked (no connection), so that the creator asks again once there is one.
 */
export async function serverHasModel(): Promise<boolean | null> {
  let response: Response;
  try {
    response = await fetch("/api/process-tasks", { headers: { Accept: "application/json" } });
  } catch {
    return null;
  }
  if (!response.ok) return false;
  try {
    const { ModelInfoResponseSchema } = await schemas();
    return ModelInfoResponseSchema.parse(await response.json()).model;
  } catch {
    return false;
  }
}

/** The server render gives up after 10 s (docs/product.md §4), and the browser's image is used. */
export const SERVER_RENDER_TIMEOUT_MS = 10_000;

/** Asks the server to draw the wallpaper for a signed-in person. Throws ProcessError. */
export async function renderOnServer(text: string, tasks: Task[], options: GenerateWallpaperRequest["options"]): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_RENDER_TIMEOUT_MS);
  try {
    const response = await fetch("/api/wallpaper/generate", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "image/png" },
      body: JSON.stringify({ text, options, tasks } satisfies GenerateWallpaperRequest),
      signal: controller.signal,
    });
    if (!response.ok) throw new SaveError(failureForStatus(response.status), response.status, await failureOf(response));
    const image = await response.blob();
    if (image.type !== "image/png") throw new ProcessError("format");
    return image;
  } catch (error) {
    if (error instanceof ProcessError) throw error;
    throw new ProcessError(failureWithoutAnswer(controller));
  } finally {
    clearTimeout(timer);
  }
}

/** The server's own message in a refusal, or null when it sent none (or it cannot be read). */
async function failureOf(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null);
  return (await schemas().catch(() => null))?.failureMessage(body) ?? null;
}

/** A save refused or failed: the kind, and the server's own message when it sent one. */
export class SaveError extends ProcessError {
  constructor(
    kind: ProcessFailure,
    readonly status: number | null,
    readonly serverMessage: string | null,
  ) {
    super(kind);
  }
}

/** Keeps the wallpaper in a Pro user's history (the server draws the stored image). Throws SaveError. */
export async function saveOnServer(request: SaveWallpaperRequest): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_RENDER_TIMEOUT_MS);
  try {
    const response = await fetch("/api/wallpaper/save", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (!response.ok) throw new SaveError(failureForStatus(response.status), response.status, await failureOf(response));
    const { SavedWallpaperSchema } = await schemas();
    const saved = SavedWallpaperSchema.safeParse(await response.json().catch(() => null));
    if (!saved.success) throw new SaveError("format", response.status, null);
    return saved.data.id;
  } catch (error) {
    if (error instanceof SaveError) throw error;
    throw new SaveError(failureWithoutAnswer(controller), null, null);
  } finally {
    clearTimeout(timer);
  }
}
