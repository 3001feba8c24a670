/**
 * The one way to count something in the database so every instance agrees (sign-ins, route limits, the free daily
 * cap): a `rate-limiter-flexible` limiter on the `rate_limits` table. What a refusal means to a person is the caller's
 * to say: the routes answer 429 (lib/http/db-limiter.ts), the sign-in limits throw their own error (lib/auth).
 */
import "server-only";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Database } from "./client";
import { rateLimits } from "./schema";

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
