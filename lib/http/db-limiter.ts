/**
 * A database count (lib/db/limiter.ts) as the answer a person reads: "over the limit" becomes the 429 with
 * Retry-After and its message.
 */
import "server-only";
import { type RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { type ApiMessageKey, type MessageValues, retryLater } from "./api-error";

/** Counts one for `key`; past the limit, throws 429 with Retry-After and `message` (which may use {minutes}). */
export async function consumeOrRefuse(limiter: RateLimiterDrizzle, key: string, message: ApiMessageKey, values: MessageValues = {}): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw retryLater(429, message, rejection.msBeforeNext / 1000, values);
  }
}
