/**
 * The one way to count something in the database so every instance agrees (sign-ins, route limits, the free daily
 * cap): a `rate-limiter-flexible` limiter on the `rate_limits` table, and a consume that turns "over the limit" into
 * the 429 with Retry-After and the message a person reads.
 */
import "server-only";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { type ApiMessageKey, type MessageValues, retryLater } from "./api-error";

/**
 * A key past its limit is then refused from this process's memory until its window ends, without asking the database
 * again: during a flood the refusals cost nothing that signed-in people wait for (the database answered every one
 * before, and a signed-in request waited behind them). The database stays the count every instance shares; another
 * instance learns a key is over at its own first refusal.
 */
export function databaseLimiter(db: Database, keyPrefix: string, points: number, seconds: number): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration: seconds,
    clearExpiredByTimeout: false,
    // Blocked in memory at the first refusal, for what is left of the window (no duration of its own).
    inMemoryBlockOnConsumed: points + 1,
  });
}

/** Counts one for `key`; past the limit, throws 429 with Retry-After and `message` (which may use {minutes}). */
export async function consumeOrRefuse(limiter: RateLimiterDrizzle, key: string, message: ApiMessageKey, values: MessageValues = {}): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw retryLater(429, message, rejection.msBeforeNext / 1000, values);
  }
}
