/**
 * The adapter for each kind of source a member can connect, and what the service needs to know about each (issue 32).
 * The iCalendar feed's adapter joins this map from its own module.
 */
import "server-only";
import { getGoogleTasksAccessToken } from "./google-account";
import { googleTasksAdapter, GoogleTasksSourceSettingsSchema } from "./google-tasks";
import { todoistAdapter, TodoistSourceSettingsSchema } from "./todoist";

export const sourceAdapters = {
  todoist: todoistAdapter,
  "google-tasks": googleTasksAdapter,
} as const;

/** The settings a member may choose for each kind, checked when they connect or change them. */
export const sourceSettingsSchemas = {
  todoist: TodoistSourceSettingsSchema,
  "google-tasks": GoogleTasksSourceSettingsSchema,
} as const;

/**
 * Kinds whose secret is not stored with the source but taken when it is read: Google Tasks reads with the access token
 * of the member's Google sign-in, which Better Auth keeps (and refreshes). Each throws SourceError "unauthorized" when
 * the member has to connect again.
 */
export const secretsAtReadTime = {
  "google-tasks": getGoogleTasksAccessToken,
} as const satisfies Partial<Record<keyof typeof sourceAdapters, (userId: string) => Promise<string>>>;
