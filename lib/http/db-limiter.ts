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

export function databaseLimiter(db: Database, keyPrefix: string, points: number, seconds: number): RateLimiterDrizzle {
  return new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration: seconds, clearExpiredByTimeout: false });
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
