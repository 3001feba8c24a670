/**
 * The task sources calls (Pro; decision record 021), shared by the routes and the screens. No answer ever holds a
 * source's token: a source says only whether one is kept.
 * - GET /api/sources -> SourcesAnswer: the member's sources, and the kinds this site can connect
 * - POST /api/sources: ConnectSourceRequest -> SourceAnswer (400 "not available" for a kind without an adapter)
 * - PATCH /api/sources/{id}: UpdateSourceRequest -> SourceAnswer: the source's time zone (404 for an id that is not the member's)
 * - DELETE /api/sources/{id} -> SourceRemoved (404 for an id that is not the member's)
 * - POST /api/sources/{id}/sync -> SourceTasksAnswer: read now, whatever the interval
 * - GET /api/sources/{id}/tasks -> SourceTasksAnswer: the last good list, read first when due (the creator's "Import from…")
 * - POST /api/sources/push -> PushIssued: the push address, made or replaced; the only time it is shown in full
 * - POST /api/sources/push/{token}: text/plain or JSON -> PushAccepted, no cookie (a Shortcut or a script)
 * - GET /api/sources/google-tasks/lists -> GoogleTaskListsAnswer: the member's Google task lists, to pick from
 * - GET /api/sources/todoist/authorize?timeZone= (TodoistAuthorizeQuery) -> 303 to Todoist, the zone kept for the source
 */
import * as z from "zod/mini";

export const SOURCE_KINDS = ["todoist", "google-tasks", "ical", "push"] as const;
export const SourceKindSchema = z.enum(SOURCE_KINDS, { error: `kind must be one of ${SOURCE_KINDS.join(", ")}` });

export const SourceErrorSchema = z.object({
  /** unauthorized, unreachable, invalid (from the source), refused (a push that was not a list). */
  failure: z.enum(["unauthorized", "unreachable", "invalid", "refused"]),
  message: z.string(),
  at: z.string(),
});
export type SourceErrorView = z.infer<typeof SourceErrorSchema>;

export const SourceViewSchema = z.object({
  id: z.string(),
  kind: SourceKindSchema,
  label: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** A token is kept for it (never sent). */
  connected: z.boolean(),
  timeZone: z.string(),
  lastSyncedAt: z.nullable(z.string()),
  lastError: z.nullable(SourceErrorSchema),
  taskCount: z.nullable(z.number()),
  /** A push source's address's last four characters. */
  pushHint: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SourceView = z.infer<typeof SourceViewSchema>;

export const SourceTaskSchema = z.object({ text: z.string(), urgent: z.boolean() });

export const SourcesAnswerSchema = z.object({
  success: z.literal(true),
  sources: z.array(SourceViewSchema),
  /** The kinds with an adapter on this site (push is always there). */
  available: z.array(SourceKindSchema),
});
export const SourceAnswerSchema = z.object({ success: z.literal(true), message: z.string(), source: SourceViewSchema });
export const SourceRemovedSchema = z.object({ success: z.literal(true), message: z.string() });
export const SourceTasksAnswerSchema = z.object({
  success: z.literal(true),
  source: SourceViewSchema,
  tasks: z.array(SourceTaskSchema),
});
export type SourceTasksAnswer = z.infer<typeof SourceTasksAnswerSchema>;
export const PushIssuedSchema = z.object({ success: z.literal(true), message: z.string(), address: z.string(), source: SourceViewSchema });
export const GoogleTaskListsAnswerSchema = z.object({
  success: z.literal(true),
  lists: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type GoogleTaskListRefView = z.infer<typeof GoogleTaskListsAnswerSchema>["lists"][number];
export const PushAcceptedSchema = z.object({ success: z.literal(true), message: z.string(), count: z.number() });

/** An IANA zone as Intl names it ("Europe/London", "UTC"); checked against the runtime's list by the route. */
export const TimeZoneSchema = z
  .string({ error: "timeZone must be a time zone name" })
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_+\-/]+$/));

export const ConnectSourceRequestSchema = z.object({
  kind: SourceKindSchema,
  label: z.optional(z.string({ error: "label must be a string" }).check(z.maxLength(80, { error: "label must be at most 80 characters" }))),
  /** The kind's own settings, checked by its adapter's schema. */
  settings: z.optional(z.unknown()),
  /** The token, sealed at once and never sent back. */
  secret: z.optional(z.string({ error: "secret must be a string" }).check(z.maxLength(4096, { error: "secret is too long" }))),
  timeZone: TimeZoneSchema,
});
export type ConnectSourceRequest = z.infer<typeof ConnectSourceRequestSchema>;

export const IssuePushRequestSchema = z.object({ timeZone: z.optional(TimeZoneSchema) });

/** A source's time zone, which decides its "today"; the route checks it against the runtime's zones. */
export const UpdateSourceRequestSchema = z.object({ timeZone: TimeZoneSchema });
export type UpdateSourceRequest = z.infer<typeof UpdateSourceRequestSchema>;

/**
 * The start of connecting Todoist by signing in there: the browser's time zone, kept with the state and given to the
 * source when Todoist sends the member back. Without it (a link opened before the page's script ran) the source is UTC's.
 */
export const TodoistAuthorizeQuerySchema = z.object({ timeZone: z.optional(TimeZoneSchema) });
