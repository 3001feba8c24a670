/**
 * Connected task sources (decision record 021): connecting one (its settings checked by its kind's schema, its token
 * sealed), listing them without their secrets, disconnecting, and their tasks. A source is read through its adapter at
 * most once per READ_INTERVAL_MS, whichever instance asks (the claim is in the database), within READ_TIME_LIMIT_MS;
 * a good list is kept, and a failed read keeps serving the last good list and records why, so a phone never gets an
 * error picture because Todoist was slow.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import * as z from "zod/mini";
import { describeIssues } from "@/lib/api/common";
import type { Database } from "@/lib/db/client";
import type { SourceReadError } from "@/lib/db/schema";
import { getServerEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { processWide } from "@/lib/process-wide";
import { definitionOf, type SourceDefinition } from "./adapters";
import { resolveSourcesKey } from "./key";
import { openSecret, sealSecret, SecretUnreadableError } from "./secret-box";
import {
  claimRead,
  deleteOwnSource,
  findOwnSource,
  insertSource,
  listSourceRows,
  recordFailedRead,
  recordGoodRead,
  setOwnSourceTimeZone,
  type TaskSourceRow,
} from "./store";
import { cleanTasks } from "./tasks";
import { SourceError, type SourceFailure, type SourceKind, type SourceTask } from "./types";

/** How often a source is read at most, by all instances together. */
export const READ_INTERVAL_MS = 5 * 60_000;
/** How long one read may take before it counts as failed (the last good list is served meanwhile). */
export const READ_TIME_LIMIT_MS = 8_000;

/** What a member sees of a source: never its secret. */
export interface SourceSummary {
  id: string;
  kind: SourceKind;
  label: string;
  settings: Record<string, unknown>;
  /** A token is kept for it (sealed). */
  connected: boolean;
  timeZone: string;
  lastSyncedAt: Date | null;
  lastError: SourceReadError | null;
  taskCount: number | null;
  /** A push source's address's last four characters. */
  pushHint: string | null;
  createdAt: Date;
}

export const summarise = (row: TaskSourceRow): SourceSummary => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  settings: row.settings,
  connected: row.secret !== null,
  timeZone: row.timeZone,
  lastSyncedAt: row.lastSyncedAt,
  lastError: row.lastError,
  taskCount: row.lastTasks?.length ?? null,
  pushHint: row.pushTokenHint,
  createdAt: row.createdAt,
});

export class SourceNotFoundError extends Error {
  override name = "SourceNotFoundError";
}
/** A kind with no adapter on this site (yet). */
export class SourceNotAvailableError extends Error {
  override name = "SourceNotAvailableError";
}
/** Settings or a secret the kind's schema refuses; `issues` says what, without echoing the input. */
export class SourceSettingsError extends Error {
  override name = "SourceSettingsError";
  constructor(readonly issues: string) {
    super(issues);
  }
}

/** A time zone the runtime does not know. */
export class BadTimeZoneError extends Error {
  override name = "BadTimeZoneError";
}

export function assertTimeZone(timeZone: string): void {
  canonicalTimeZone(timeZone);
}

/** The zone's name as the runtime spells it ("europe/berlin" is "Europe/Berlin"); BadTimeZoneError for an unknown one. */
export function canonicalTimeZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw new BadTimeZoneError(timeZone);
  }
}

export interface SourceDeps {
  /** The key that seals tokens; resolved only when a token is sealed or opened. */
  key?: () => Buffer;
  now?: Date;
  definitionOf?: (kind: SourceKind) => SourceDefinition | null;
  /** The time one read may take (READ_TIME_LIMIT_MS). */
  timeLimitMs?: number;
}

const siteKey = processWide("sourcesKey", () => resolveSourcesKey(getServerEnv()));
const keyOf = (deps: SourceDeps) => (deps.key ?? siteKey.get)();
const boundTo = (row: Pick<TaskSourceRow, "userId" | "id">) => `${row.userId}:${row.id}`;

export async function listSources(db: Database, userId: string): Promise<SourceSummary[]> {
  return (await listSourceRows(db, userId)).map(summarise);
}

export interface ConnectRequest {
  kind: SourceKind;
  label?: string;
  settings?: unknown;
  secret?: string;
  timeZone: string;
}

/**
 * Connects a source: its settings and secret checked, its token sealed, and a first read made, so a refused token or
 * a feed that is not one is said now (the SourceError is thrown) rather than on the lock screen. A source that is
 * only unreachable for now is kept, with the error shown.
 */
export async function connectSource(db: Database, userId: string, request: ConnectRequest, deps: SourceDeps = {}): Promise<SourceSummary> {
  const definition = (deps.definitionOf ?? definitionOf)(request.kind);
  if (!definition) throw new SourceNotAvailableError(request.kind);
  assertTimeZone(request.timeZone);
  const parsed = z.safeParse(definition.settings, request.settings ?? {});
  if (!parsed.success) throw new SourceSettingsError(describeIssues(parsed.error));
  const given = request.secret?.trim() || undefined;
  if (definition.secret === "required" && !given) throw new SourceSettingsError("secret: this kind of source needs its token");
  const prepared = definition.prepare?.(parsed.data, given) ?? { settings: parsed.data, secret: given };
  const kept = definition.secret === "none" ? undefined : prepared.secret;

  const now = deps.now ?? new Date();
  const id = randomUUID();
  const readWith = secretOf(definition, userId, kept);
  const outcome = await readThrough(definition, prepared.settings, readWith, { now, timeZone: request.timeZone }, deps.timeLimitMs);
  if ("error" in outcome && outcome.error.failure !== "unreachable")
    throw new SourceError(outcome.error.failure as SourceFailure, outcome.error.message);
  const row = await insertSource(db, {
    id,
    userId,
    kind: request.kind,
    label: (request.label?.trim() || definition.defaultLabel(prepared.settings)).slice(0, MAX_LABEL_LENGTH),
    settings: prepared.settings as Record<string, unknown>,
    secret: kept === undefined ? null : sealSecret(keyOf(deps), kept, boundTo({ userId, id })),
    timeZone: request.timeZone,
    lastReadAt: now,
    ...("error" in outcome ? { lastError: outcome.error } : { lastTasks: outcome.tasks, lastSyncedAt: now }),
  });
  return summarise(row);
}

export const MAX_LABEL_LENGTH = 80;

/**
 * Changes the time zone of the member's own source (it decides which day is "today" for it). The next read comes at
 * once rather than after the interval, so the list follows the new day; the last good list is kept until then.
 */
export async function changeSourceTimeZone(db: Database, userId: string, id: string, timeZone: string): Promise<SourceSummary> {
  const row = await setOwnSourceTimeZone(db, userId, id, canonicalTimeZone(timeZone));
  if (!row) throw new SourceNotFoundError(id);
  return summarise(row);
}

/** Disconnects the member's source: the row and its sealed token are deleted, and a live wallpaper following it unpins. */
export async function disconnectSource(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnSource(db, userId, id))) throw new SourceNotFoundError(id);
}

export interface SourceTasks {
  tasks: SourceTask[];
  source: SourceSummary;
}

/** The member's own source's tasks (for "Import from…"), read first when due. */
export async function tasksOfOwnSource(db: Database, userId: string, id: string, deps: SourceDeps & { force?: boolean } = {}): Promise<SourceTasks> {
  const row = await findOwnSource(db, userId, id);
  if (!row) throw new SourceNotFoundError(id);
  return tasksOf(db, row, deps);
}

/**
 * A source's tasks: the last good list, read again first when the interval has passed (or `force`) and this caller
 * wins the claim. A failed read keeps the last good list and records the error. Never throws for the source's sake.
 */
export async function tasksOf(db: Database, row: TaskSourceRow, deps: SourceDeps & { force?: boolean } = {}): Promise<SourceTasks> {
  const now = deps.now ?? new Date();
  const definition = (deps.definitionOf ?? definitionOf)(row.kind);
  const recent = row.lastReadAt !== null && now.getTime() - row.lastReadAt.getTime() < READ_INTERVAL_MS;
  if (!definition || (recent && !deps.force)) return answer(row);
  const claimed = await claimRead(db, row.id, now, READ_INTERVAL_MS, deps.force);
  if (!claimed) return answer(row);
  let secret: string | undefined;
  try {
    secret = claimed.secret === null ? undefined : openSecret(keyOf(deps), claimed.secret, boundTo(claimed));
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    // Sealed with another key: only the member can give the token again, so to them it is a refused token.
    return answer(
      (await recordFailedRead(db, claimed.id, {
        failure: "unauthorized",
        message: "The saved token can no longer be read.",
        at: now.toISOString(),
      })) ?? claimed,
    );
  }
  const outcome = await readThrough(
    definition,
    claimed.settings,
    secretOf(definition, claimed.userId, secret),
    { now, timeZone: claimed.timeZone },
    deps.timeLimitMs,
  );
  const stored =
    "error" in outcome ? await recordFailedRead(db, claimed.id, outcome.error) : await recordGoodRead(db, claimed.id, outcome.tasks, now);
  return answer(stored ?? claimed);
}

type ReadOutcome = { tasks: SourceTask[] } | { error: SourceReadError };

/** The secret a read uses: the stored one, or one taken at read time (the member's Google access token). */
const secretOf = (definition: SourceDefinition, userId: string, stored: string | undefined): Secret =>
  definition.secretAtReadTime ? () => definition.secretAtReadTime!(userId) : stored;

type Secret = string | undefined | (() => Promise<string>);

/**
 * One read through the adapter within the time limit, as an outcome: a SourceError says what the member can do; any
 * other failure (an adapter's own bug, a dropped connection) is logged and counts as the source being unreachable.
 */
async function readThrough(
  definition: SourceDefinition,
  settings: unknown,
  secret: Secret,
  at: { now: Date; timeZone: string },
  timeLimitMs = READ_TIME_LIMIT_MS,
): Promise<ReadOutcome> {
  const signal = AbortSignal.timeout(timeLimitMs);
  try {
    const key = typeof secret === "function" ? await secret() : secret;
    return { tasks: cleanTasks(await withinTimeLimit(definition.adapter.read(settings, key, { ...at, signal }), signal, timeLimitMs)) };
  } catch (error) {
    if (!(error instanceof SourceError)) logger.warn({ err: error, kind: definition.adapter.kind }, "source read failed");
    const known = error instanceof SourceError ? error : new SourceError("unreachable", "The source could not be read.");
    return { error: { failure: known.failure, message: known.message.slice(0, 300), at: at.now.toISOString() } };
  }
}

const answer = (row: TaskSourceRow): SourceTasks => ({ tasks: row.lastTasks ?? [], source: summarise(row) });

/** The adapter's answer, or "unreachable" once the time allowed is up, even from an adapter that ignores the signal. */
function withinTimeLimit<T>(read: Promise<T>, signal: AbortSignal, timeLimitMs: number): Promise<T> {
  const tooLate = () => new SourceError("unreachable", `The source did not answer within ${timeLimitMs / 1000} seconds.`);
  return new Promise<T>((resolve, reject) => {
    const late = () => reject(tooLate());
    if (signal.aborted) return late();
    signal.addEventListener("abort", late, { once: true });
    read.then(resolve, (error: unknown) => {
      // An adapter that gave up because of the signal threw its own abort error: it is the time limit all the same.
      reject(signal.aborted ? tooLate() : error);
    });
  });
}
