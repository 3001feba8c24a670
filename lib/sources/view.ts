/** A source as the API sends it (lib/api/sources.ts): dates as ISO text, and never its token. */
import type { SourceView } from "@/lib/api/sources";
import type { SourceSummary } from "./service";

export const toSourceView = (source: SourceSummary): SourceView => ({
  id: source.id,
  kind: source.kind,
  label: source.label,
  settings: source.settings,
  connected: source.connected,
  timeZone: source.timeZone,
  lastSyncedAt: source.lastSyncedAt?.toISOString() ?? null,
  lastError: source.lastError,
  taskCount: source.taskCount,
  pushHint: source.pushHint,
  createdAt: source.createdAt.toISOString(),
});
