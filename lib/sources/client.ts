/**
 * The browser's task sources calls (Pro; decision record 021), read with the routes' own schemas (lib/api/sources.ts).
 * Failures are HistoryRequestError, as the history's and the live wallpaper's calls are, so the same words explain them.
 */
import {
  PushIssuedSchema,
  SourceRemovedSchema,
  SourcesAnswerSchema,
  type SourceTasksAnswer,
  SourceTasksAnswerSchema,
  type SourceView,
} from "@/lib/api/sources";
import { sendJson } from "@/lib/history/client";
import type { SourceKind } from "./types";

export async function fetchSources(): Promise<{ sources: SourceView[]; available: SourceKind[] }> {
  const { sources, available } = await sendJson("/api/sources", SourcesAnswerSchema);
  return { sources, available };
}

export function syncSource(id: string): Promise<SourceTasksAnswer> {
  return sendJson(`/api/sources/${encodeURIComponent(id)}/sync`, SourceTasksAnswerSchema, { method: "POST" });
}

export function fetchSourceTasks(id: string): Promise<SourceTasksAnswer> {
  return sendJson(`/api/sources/${encodeURIComponent(id)}/tasks`, SourceTasksAnswerSchema);
}

export async function disconnectSource(id: string): Promise<void> {
  await sendJson(`/api/sources/${encodeURIComponent(id)}`, SourceRemovedSchema, { method: "DELETE" });
}

/** Makes the push address or replaces it: the only answer that holds it in full. */
export async function issuePushAddress(): Promise<{ address: string; source: SourceView }> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  const init = { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ timeZone }) };
  const { address, source } = await sendJson("/api/sources/push", PushIssuedSchema, init);
  return { address, source };
}
