/**
 * The browser's call to /api/process-tasks, with every failure sorted into the kinds the creator
 * shows a message for (docs/product.md §9).
 */
import type { Mode, Task } from "@/lib/tasks/types";

export type ProcessFailure = "network" | "rateLimited" | "unauthorized" | "timeout" | "server" | "format" | "other";

export class ProcessError extends Error {
  override name = "ProcessError";
  constructor(readonly kind: ProcessFailure) {
    super(kind);
  }
}

export const PROCESS_TIMEOUT_MS = 12_000;

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
      body: JSON.stringify({ text, mode, requestId }),
      signal: controller.signal,
    });
  } catch {
    throw new ProcessError(controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ProcessError(failureForStatus(response.status));
  const body: unknown = await response.json().catch(() => null);
  const tasks = readProcessedTasks(body);
  if (!tasks) throw new ProcessError("format");
  return tasks;
}

/**
 * The tasks of a processing response: `processed` (or the legacy `tasks`) as an array of tasks,
 * a single task object, or a string of lines. Null when the shape is not one of those.
 */
export function readProcessedTasks(body: unknown): Task[] | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  const processed = record.processed ?? record.tasks;
  if (typeof processed === "string") {
    return processed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((text) => ({ text, isPriority: false, emoji: null }));
  }
  const items = Array.isArray(processed) ? processed : typeof processed === "object" && processed !== null ? [processed] : null;
  if (!items) return null;
  const tasks = items.map(toTask);
  return tasks.every((task): task is Task => task !== null) ? tasks : null;
}

function toTask(item: unknown): Task | null {
  if (typeof item === "string") return { text: item, isPriority: false, emoji: null };
  if (typeof item !== "object" || item === null) return null;
  const { text, isPriority, emoji } = item as Record<string, unknown>;
  if (typeof text !== "string") return null;
  return { text, isPriority: isPriority === true, emoji: typeof emoji === "string" && emoji.length > 0 ? emoji : null };
}

/** Whether the server has a language model, so Sort for Me and Add Emoji are worth a round trip. */
export async function serverHasModel(): Promise<boolean> {
  try {
    const response = await fetch("/api/process-tasks", { headers: { Accept: "application/json" } });
    if (!response.ok) return false;
    const body = (await response.json()) as { model?: unknown };
    return body.model === true;
  } catch {
    return false;
  }
}

/** The server render gives up after 10 s (docs/product.md §4), and the browser's image is used. */
export const SERVER_RENDER_TIMEOUT_MS = 10_000;

/** Asks the server to draw the wallpaper for a signed-in person. Throws ProcessError. */
export async function renderOnServer(text: string, mode: Mode, tasks: Task[], size: { width: number; height: number }): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_RENDER_TIMEOUT_MS);
  try {
    const response = await fetch("/api/wallpaper/generate", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "image/png" },
      body: JSON.stringify({ text, options: { ...size, generation_mode: mode }, tasks }),
      signal: controller.signal,
    });
    if (!response.ok) throw new ProcessError(failureForStatus(response.status));
    const image = await response.blob();
    if (image.type !== "image/png") throw new ProcessError("format");
    return image;
  } catch (error) {
    if (error instanceof ProcessError) throw error;
    throw new ProcessError(controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
}
