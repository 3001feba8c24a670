/**
 * The browser's history and live wallpaper calls (Pro), read with the routes' own schemas (lib/api/history.ts).
 * Every failure is a HistoryRequestError that carries the server's message and the HTTP status
 * (0 when the server was never reached), so the screens can say what went wrong in their words.
 */
import { SITE_NAME } from "@/config/site";
import { SubscriptionAnswerSchema, type SubscriptionSummary } from "@/lib/api/billing";
import { failureMessage } from "@/lib/api/common";
import {
  DeletedSchema,
  type HistoryItem,
  type HistoryPage,
  HistoryPageSchema,
  type HistoryTask,
  TasksUpdatedSchema,
  type UpdateTasksRequest,
  WallpaperAnswerSchema,
  downloadUrl,
} from "@/lib/api/history";
import { LiveAnswerSchema, LiveIssuedSchema, type LiveSettingsRequest, type LiveSettingsView } from "@/lib/api/live";

export class HistoryRequestError extends Error {
  override name = "HistoryRequestError";
  /**
   * @param message the server's own message, or "" when it gave none (network, odd answer)
   * @param status the HTTP status, 0 when no answer came, or 200 for an answer of the wrong shape
   */
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
  get notFound(): boolean {
    return this.status === 404;
  }
}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { cache: "no-store", ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch {
    throw new HistoryRequestError("", 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new HistoryRequestError(failureMessage(body) ?? "", response.status);
  }
  return response;
}

/** A call to one of our routes, its answer read with the route's own schema; HistoryRequestError otherwise. */
export async function sendJson<T>(path: string, schema: Schema<T>, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new HistoryRequestError("", response.status);
  return parsed.data;
}

const postJson = (body: unknown): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** One page of the history, newest first; pass the last page's `nextCursor` for the next one. */
export function fetchHistoryPage(cursor: string | null = null): Promise<HistoryPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return sendJson(`/api/wallpaper/history${query}`, HistoryPageSchema);
}

/** One of the viewer's wallpapers; a HistoryRequestError with `notFound` for anyone else's or a deleted one. */
export async function fetchWallpaper(id: string): Promise<HistoryItem> {
  return (await sendJson(`/api/wallpaper/${encodeURIComponent(id)}`, WallpaperAnswerSchema)).wallpaper;
}

/** Saves which tasks are ticked; the server draws the image again and answers the updated wallpaper. */
export async function saveTaskChecks(id: string, tasks: readonly Pick<HistoryTask, "id" | "completed">[]): Promise<HistoryItem> {
  const body: UpdateTasksRequest = { tasks: tasks.map(({ id: taskId, completed }) => ({ id: taskId, completed })) };
  return (await sendJson(`/api/wallpaper/${encodeURIComponent(id)}/tasks`, TasksUpdatedSchema, postJson(body))).wallpaper;
}

export async function deleteWallpaper(id: string): Promise<void> {
  await sendJson(`/api/wallpaper/${encodeURIComponent(id)}`, DeletedSchema, { method: "DELETE" });
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The stored PNG of a wallpaper, named as the server names it (product and creation time). */
export async function downloadWallpaperImage(item: Pick<HistoryItem, "url" | "storage_path" | "created_at">): Promise<DownloadedFile> {
  const response = await send(item.url || downloadUrl(item.storage_path), { headers: { Accept: "image/png" } });
  const blob = await response.blob().catch(() => null);
  if (!blob || blob.size === 0) throw new HistoryRequestError("", response.status);
  const fallback = `${SITE_NAME.toLowerCase()}-${item.created_at.replace(/\.\d+Z$/, "").replace(/:/g, "-")}.png`;
  return { blob, fileName: fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? fallback };
}

export interface ExportedArchive extends DownloadedFile {
  /** How many wallpapers the archive holds, as the server counted them. */
  exported: number;
}

/** The selected wallpapers as one ZIP archive. */
export async function exportWallpapers(ids: readonly string[]): Promise<ExportedArchive> {
  const response = await send("/api/wallpaper/export", {
    ...postJson({ ids }),
    headers: { "Content-Type": "application/json", Accept: "application/zip" },
  });
  const blob = await response.blob().catch(() => null);
  if (!blob || blob.size === 0) throw new HistoryRequestError("", response.status);
  const counted = Number(response.headers.get("X-Exported-Count"));
  const fallback = `${SITE_NAME.toLowerCase()}-export-${new Date().toISOString().slice(0, 10)}.zip`;
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? fallback,
    exported: Number.isInteger(counted) && counted >= 0 && response.headers.has("X-Exported-Count") ? counted : ids.length,
  };
}

/** Whether the live wallpaper is on, what it shows and how ticked tasks look. */
export async function fetchLiveSettings(): Promise<LiveSettingsView> {
  return (await sendJson("/api/live", LiveAnswerSchema)).live;
}

/** Turns the live wallpaper on, or replaces its address: the only answer that holds the address in full. */
export async function issueLiveAddress(): Promise<{ address: string; live: LiveSettingsView }> {
  const { address, live } = await sendJson("/api/live", LiveIssuedSchema, { method: "POST" });
  return { address, live };
}

export async function changeLiveSettings(changes: LiveSettingsRequest): Promise<LiveSettingsView> {
  const init: RequestInit = { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(changes) };
  return (await sendJson("/api/live", LiveAnswerSchema, init)).live;
}

export async function turnOffLiveAddress(): Promise<LiveSettingsView> {
  return (await sendJson("/api/live", LiveAnswerSchema, { method: "DELETE" })).live;
}

/** Asks the server to read a returning checkout (`session_id`) and answers the subscription it wrote. */
export async function verifySubscription(sessionId: string): Promise<SubscriptionSummary> {
  return (await sendJson("/api/payment/verify-subscription", SubscriptionAnswerSchema, postJson({ sessionId }))).subscription;
}

/**
 * The file name in a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` first, then
 * `filename="…"`), reduced to a plain base name; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1] ?? null;
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** Hands a file to the browser's downloads; the object URL is released after 100 ms (SPEC.md section 9). */
export function saveFile({ blob, fileName }: DownloadedFile, releaseAfterMs = 100): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
  }
}

/** The image address with a version that changes when the ticks do, since ticking redraws the same stored image. */
export function imageSource(item: Pick<HistoryItem, "url" | "storage_path" | "tasks">): string | null {
  const url = item.url || (item.storage_path ? downloadUrl(item.storage_path) : "");
  if (!url) return null;
  const ticks = item.tasks.map((task) => (task.completed ? "1" : "0")).join("");
  return ticks ? `${url}${url.includes("?") ? "&" : "?"}v=${ticks}` : url;
}
