/**
 * Whether this instance can reach its Postgres server, for the moments it cannot (a restart, a failover, a network
 * cut). A failed connection marks the database down; from then on it is asked every couple of seconds, and the first
 * answer marks it up again, with no restart of the app. While it is down, pages that need it answer 503 at once
 * (proxy.ts) and API routes answer 503 with a clear message (lib/http/route.ts), instead of hanging or failing with 500.
 *
 * No database imports here: the proxy reads the state on every private page.
 */
import { processWide } from "@/lib/process-wide";

export const RECHECK_MS = 2_000;
/** What a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

interface Availability {
  down: boolean;
  checking?: NodeJS.Timeout;
}

const state = processWide<Availability>("database-availability", () => ({ down: false }));

export function isDatabaseDown(): boolean {
  return state.get().down;
}

// Postgres's classes 08 (connection exception) and 57P01-03 (the server shutting down or starting up).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
const UNAVAILABLE_SYSCALL = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE", "EAI_AGAIN", "ENOTFOUND"]);
// What node-postgres says when a connection is cut, none is made within connectionTimeoutMillis, or a query gets no
// answer within query_timeout (lib/db/client.ts).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i;

/** Is this error the database being out of reach (rather than a bad query)? Follows `cause` chains (Drizzle wraps). */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL.has(code))) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionFailure)) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}

/**
 * Called with every error the database client sees: a connection failure marks the database down and starts asking
 * `probe` (a `select 1`) every RECHECK_MS until it answers.
 */
export function reportDatabaseError(error: unknown, probe: () => Promise<unknown>): void {
  if (!isConnectionFailure(error)) return;
  const current = state.get();
  current.down = true;
  if (current.checking) return;
  current.checking = setInterval(() => {
    probe().then(
      () => markUp(current),
      () => undefined,
    );
  }, RECHECK_MS);
  current.checking.unref();
}

function markUp(current: Availability) {
  current.down = false;
  clearInterval(current.checking);
  current.checking = undefined;
}

/** Tests: forget the state and stop asking. */
export function resetDatabaseAvailability(): void {
  clearInterval(state.get().checking);
  state.set({ down: false });
}
