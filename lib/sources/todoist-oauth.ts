/**
 * Connecting Todoist by signing in at Todoist (OAuth 2, when TODOIST_CLIENT_ID and TODOIST_CLIENT_SECRET are set):
 * the member is sent to Todoist's consent page with a `state`, and Todoist sends them back to
 * /api/sources/todoist/callback with a `code`, which is exchanged for an access token (read-only: `data:read`).
 *
 * The state is the defence against a forged callback (someone else's code, connecting someone else's Todoist to this
 * member): 32 random bytes, kept only as a hash in the database with the member it was made for and ten minutes to
 * live. A callback is honoured only with a state made for the signed-in member, not expired, and not used before (it
 * is deleted as it is read, so of two callbacks with one state only one gets it).
 */
import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { getAuthorizationUrl, getAuthToken } from "@doist/todoist-sdk";
import { and, eq, like, lt } from "drizzle-orm";
import * as z from "zod/mini";
import type { Database } from "@/lib/db/client";
import { verification } from "@/lib/db/schema";
import { getServerEnv, getTodoistSettings, type TodoistSettings } from "@/lib/env";
import type { ConnectSource } from "./connect";
import { defaultTodoistSettings, todoistTransport } from "./todoist";

/** What is asked of Todoist: reading tasks, nothing else. */
export const TODOIST_OAUTH_PERMISSIONS = ["data:read"] as const;
const STATE_TTL_MS = 10 * 60 * 1000;
const STATE_PREFIX = "todoist-oauth:";
/** The token exchange: Todoist answers in well under a second. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/** Todoist by OAuth is not configured on this site (members paste a personal API token). */
export class TodoistOAuthOffError extends Error {
  override readonly name = "TodoistOAuthOffError";
}
/** The callback's state is unknown, expired, already used, or made for someone else. */
export class TodoistStateError extends Error {
  override readonly name = "TodoistStateError";
}
/** The member said no at Todoist, or the code could not be exchanged for a token. */
export class TodoistAuthorizationError extends Error {
  override readonly name = "TodoistAuthorizationError";
  constructor(readonly reason: "denied" | "failed") {
    super(`Todoist authorization ${reason}`);
  }
}

function oauthClient(settings: TodoistSettings) {
  if (!settings.oauth) throw new TodoistOAuthOffError("Todoist OAuth is not configured");
  return settings.oauth;
}

const stateKey = (state: string) => `${STATE_PREFIX}${createHash("sha256").update(state).digest("base64url")}`;

/** What a state is kept with: the member it was made for, and their browser's time zone for the source. */
const StateValueSchema = z.object({ userId: z.string(), timeZone: z.string() });

/**
 * Todoist's consent page for `userId`, with a fresh state kept for the callback, and with it `timeZone` (checked by the
 * caller), which the source is connected with.
 */
export async function startTodoistAuthorization(
  db: Database,
  userId: string,
  timeZone = "UTC",
  settings = getTodoistSettings(getServerEnv()),
  now = new Date(),
) {
  const { clientId } = oauthClient(settings);
  const state = randomBytes(32).toString("base64url");
  await db.delete(verification).where(and(like(verification.identifier, `${STATE_PREFIX}%`), lt(verification.expiresAt, now)));
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: stateKey(state),
    value: JSON.stringify({ userId, timeZone }),
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    createdAt: now,
    updatedAt: now,
  });
  return getAuthorizationUrl({ clientId, permissions: TODOIST_OAUTH_PERMISSIONS, state, baseUrl: settings.oauthUrl });
}

export interface TodoistCallback {
  /** The signed-in member the callback came to. */
  userId: string;
  state: string;
  code?: string;
  /** Todoist's `error` ("access_denied" when the member said no). */
  error?: string;
}

/**
 * Checks the callback's state, exchanges its code for an access token, and hands the token to `connect` with the
 * default filter. Throws TodoistStateError, TodoistAuthorizationError or TodoistOAuthOffError.
 */
export async function finishTodoistAuthorization(
  db: Database,
  callback: TodoistCallback,
  connect: ConnectSource,
  settings = getTodoistSettings(getServerEnv()),
  now = new Date(),
): Promise<void> {
  const client = oauthClient(settings);
  const { timeZone } = await consumeState(db, callback.state, callback.userId, now);
  if (callback.error || !callback.code) throw new TodoistAuthorizationError(callback.error === "access_denied" ? "denied" : "failed");
  const transport = todoistTransport(AbortSignal.timeout(EXCHANGE_TIMEOUT_MS));
  let accessToken: string;
  try {
    ({ accessToken } = await getAuthToken(
      { clientId: client.clientId, clientSecret: client.clientSecret, code: callback.code },
      { baseUrl: settings.oauthUrl, customFetch: transport.fetch },
    ));
  } catch {
    throw new TodoistAuthorizationError("failed");
  }
  if (typeof accessToken !== "string" || accessToken.length === 0) throw new TodoistAuthorizationError("failed");
  await connect(callback.userId, "todoist", defaultTodoistSettings(), accessToken, timeZone);
}

/** Deletes the state as it reads it: it works once, for the member it was made for, before it expires. */
async function consumeState(db: Database, state: string, userId: string, now: Date): Promise<{ timeZone: string }> {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, stateKey(state)))
    .returning();
  const kept = row ? keptState(row.value) : null;
  if (!row || !kept || kept.userId !== userId || row.expiresAt.getTime() <= now.getTime()) throw new TodoistStateError("Unknown Todoist state");
  return { timeZone: kept.timeZone };
}

/** A state's value, or null for one that is not what startTodoistAuthorization keeps. */
function keptState(value: string): z.output<typeof StateValueSchema> | null {
  try {
    const parsed = StateValueSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
