/**
 * What one address or one account may do in a window, counted in the database so every instance agrees
 * (decision record 013). The figures are generous: a person using the app never meets them, a script hammering a
 * route does, and gets 429 with Retry-After. The free plan's daily cap on server renders is separate
 * (lib/http/render.ts); the sign-in limits are counted in lib/auth/rate-limit.ts and answered here (`countSignIn`).
 */
import "server-only";
import type { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Viewer } from "@/lib/auth/session";
import { clientAddress, limitKey, limitSignIn, SignInLimitError } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db/client";
import { databaseLimiter } from "@/lib/db/limiter";
import { processWide } from "@/lib/process-wide";
import { ApiError, errorBody, retryLater } from "./api-error";
import { consumeOrRefuse } from "./db-limiter";
import { refuseEarly } from "./early-refusals";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const ROUTE_LIMITS = {
  /** POST /api/process-tasks, per address: the creator calls it once per preview. */
  processTasks: { points: 300, seconds: 15 * MINUTE },
  /** POST /api/wallpaper/generate, per account (or address): a server-drawn PNG each. */
  render: { points: 300, seconds: HOUR },
  /** POST /api/create-checkout-session, per account. */
  checkout: { points: 20, seconds: HOUR },
  /** POST /api/wallpaper/save, per account. */
  save: { points: 300, seconds: HOUR },
  /** POST /api/wallpaper/export, per account: each ZIP reads every image it holds. */
  export: { points: 30, seconds: HOUR },
  /** GET /api/live/{token}, per live address: a phone asks a few times a day, a loop asks every second. */
  live: { points: 120, seconds: HOUR },
  /**
   * GET /api/live/{token}, any token, per client address, counted before the token is looked up: guessing is hopeless,
   * and a flood is refused from memory (lib/db/limiter.ts) before it costs a lookup.
   */
  liveClient: { points: 300, seconds: 15 * MINUTE },
  /** GET /api/sources/todoist/authorize, per account: each keeps a state for ten minutes; a person connects once. */
  todoistAuthorize: { points: 30, seconds: HOUR },
  /** GET /api/sources/google-tasks/authorize, per account: each starts a Google consent with its own state. */
  googleTasksAuthorize: { points: 30, seconds: HOUR },
  /** POST /api/sources/{id}/sync and POST /api/sources, per account: each one reads the source now. */
  sourceRead: { points: 60, seconds: HOUR },
  /** POST /api/sources/push/{token}, per push address: a Shortcut pushes on a few automations a day. */
  push: { points: 60, seconds: HOUR },
  /** POST /api/sources/push/{token}, any token, per client address, counted before the token is looked up. */
  pushClient: { points: 300, seconds: 15 * MINUTE },
} as const satisfies Record<string, { points: number; seconds: number }>;

export type RouteLimit = keyof typeof ROUTE_LIMITS;

const limiters = processWide("routeLimiters", async () => {
  const db = await getDb();
  return Object.fromEntries(
    Object.entries(ROUTE_LIMITS).map(([name, { points, seconds }]) => [name, databaseLimiter(db, `route-${name}`, points, seconds)]),
  ) as Record<RouteLimit, RateLimiterDrizzle>;
});
export const resetRouteLimits = () => limiters.reset();

/**
 * Counts one fetch of a live wallpaper address against the client's network, before its token is looked up. Once
 * refused, the client is answered by the server itself until the window ends (./early-refusals.ts).
 */
export async function countLiveFetch(request: Request): Promise<void> {
  await countBeforeLookup("liveClient", request);
}

/** Counts one push to any push address against the client's network, before its token is looked up (as countLiveFetch). */
export async function countPushClient(request: Request): Promise<void> {
  await countBeforeLookup("pushClient", request);
}

/** Counts one push against the push address its token opened (`tokenHash`): per address, as countLiveAddress. */
export async function countPushAddress(tokenHash: string): Promise<void> {
  await consumeOrRefuse((await limiters.get()).push, `push:${limitKey(tokenHash)}`, "sources.pushTooMany");
}

async function countBeforeLookup(limit: "liveClient" | "pushClient", request: Request): Promise<void> {
  const address = clientAddress(request.headers);
  try {
    await consumeOrRefuse((await limiters.get())[limit], `address:${limitKey(address)}`, "tooManyRequests");
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      refuseEarly(new URL(request.url).pathname, address, Number(error.headers["Retry-After"]), JSON.stringify(errorBody(error, request)));
    }
    throw error;
  }
}

/**
 * Counts one fetch against the live address a token opened (`tokenHash`, its token's hash). Per address, not per
 * owner: an address that leaked and is flooded stops counting against its owner once they replace it.
 */
export async function countLiveAddress(tokenHash: string): Promise<void> {
  await consumeOrRefuse((await limiters.get()).live, `live:${limitKey(tokenHash)}`, "live.tooMany");
}

/**
 * Counts one request against the limit: per account when someone is signed in, else per client address. Returns the
 * way to give the count back, for a request that turns out to be refused as invalid: only requests served count.
 */
export async function countRequest(limit: RouteLimit, request: Request, viewer: Viewer | null): Promise<() => Promise<void>> {
  const key = viewer ? `account:${viewer.id}` : `address:${limitKey(clientAddress(request.headers))}`;
  const limiter = (await limiters.get())[limit];
  await consumeOrRefuse(limiter, key, "tooManyRequests");
  return async () => void (await limiter.reward(key, 1));
}

/**
 * Counts one sign-in attempt (lib/auth/rate-limit.ts); past a limit, the 429 with Retry-After that says whether this
 * network or this email has asked too often.
 */
export async function countSignIn(headers: Headers, email: string | null, device: string | null): Promise<void> {
  try {
    await limitSignIn(headers, email, device);
  } catch (error) {
    if (!(error instanceof SignInLimitError)) throw error;
    throw retryLater(429, error.by === "address" ? "tooManySignInsIp" : "tooManySignInsEmail", error.retryAfterSeconds);
  }
}
