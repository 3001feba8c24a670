/**
 * The browser's task sources calls (Pro; decision record 021), read with the routes' own schemas (lib/api/sources.ts).
 * Failures are HistoryRequestError, as the history's and the live wallpaper's calls are, so the same words explain them.
 */
import {
  type ConnectSourceRequest,
  GoogleTaskListsAnswerSchema,
  type GoogleTaskListRefView,
  PushIssuedSchema,
  SourceAnswerSchema,
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

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const postJson = (body: unknown): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** Connects a source in the browser's time zone (which decides "today"); the first read is made before it answers. */
export async function connectSource(request: Omit<ConnectSourceRequest, "timeZone">): Promise<SourceView> {
  const { source } = await sendJson("/api/sources", SourceAnswerSchema, postJson({ ...request, timeZone: browserTimeZone() }));
  return source;
}

/** The member's Google task lists, once they have let Wallminder read them. */
export async function fetchGoogleTaskLists(): Promise<GoogleTaskListRefView[]> {
  return (await sendJson("/api/sources/google-tasks/lists", GoogleTaskListsAnswerSchema)).lists;
}

export function syncSource(id: string): Promise<SourceTasksAnswer> {
  return sendJson(`/api/sources/${encodeURIComponent(id)}/sync`, SourceTasksAnswerSchema, { method: "POST" });
}

export function fetchSourceTasks(id: string): Promise<SourceTasksAnswer> {
  return sendJson(`/api/sources/${encodeURIComponent(id)}/tasks`, SourceTasksAnswerSchema);
}

/** Changes a source's time zone: the source as it is now kept. */
export async function changeSourceTimeZone(id: string, timeZone: string): Promise<SourceView> {
  const request: RequestInit = { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ timeZone }) };
  return (await sendJson(`/api/sources/${encodeURIComponent(id)}`, SourceAnswerSchema, request)).source;
}

export async function disconnectSource(id: string): Promise<void> {
  await sendJson(`/api/sources/${encodeURIComponent(id)}`, SourceRemovedSchema, { method: "DELETE" });
}

/** Makes the push address or replaces it: the only answer that holds it in full. */
export async function issuePushAddress(): Promise<{ address: string; source: SourceView }> {
  const { address, source } = await sendJson("/api/sources/push", PushIssuedSchema, postJson({ timeZone: browserTimeZone() }));
  return { address, source };
}
