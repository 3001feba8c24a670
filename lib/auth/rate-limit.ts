/**
 * Sign-in limits: per client address and per email address, counted in the database so that
 * every app instance sees the same counts. Answers 429 with a message that says how long to wait.
 */
import "server-only";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { getServerEnv } from "@/lib/env";
import { jsonError } from "@/lib/http/json";
import { apiMessages } from "@/lib/i18n/server";

const WINDOW_SECONDS = 15 * 60;

interface Limiters {
  ip: RateLimiterDrizzle;
  email: RateLimiterDrizzle;
}

const shared = globalThis as typeof globalThis & { __wallminderSignInLimiters?: Promise<Limiters> };

function limiters(): Promise<Limiters> {
  shared.__wallminderSignInLimiters ??= (async () => {
    const env = getServerEnv();
    const storeClient = await getDb();
    const make = (keyPrefix: string, points: number) =>
      new RateLimiterDrizzle({ storeClient, schema: rateLimits, keyPrefix, points, duration: WINDOW_SECONDS, clearExpiredByTimeout: false });
    return { ip: make("sign-in-ip", env.SIGN_IN_LIMIT_PER_IP), email: make("sign-in-email", env.SIGN_IN_LIMIT_PER_EMAIL) };
  })();
  return shared.__wallminderSignInLimiters;
}

/** Forgets the limiters, so the next call reads the limits from the environment again (tests). */
export function resetSignInLimits(): void {
  shared.__wallminderSignInLimiters = undefined;
}

/** The client's address as the proxy in front of us reports it. */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip")?.trim() || "unknown";
}

/** Counts one sign-in attempt; returns the 429 to send when the address or the email is over its limit. */
export async function limitSignIn(headers: Headers, email: string | null): Promise<Response | null> {
  const { ip, email: byEmail } = await limiters();
  const t = apiMessages();
  const attempts: Array<[RateLimiterDrizzle, string, "tooManySignInsIp" | "tooManySignInsEmail"]> = [[ip, clientAddress(headers), "tooManySignInsIp"]];
  if (email) attempts.push([byEmail, email.trim().toLowerCase(), "tooManySignInsEmail"]);
  for (const [limiter, key, message] of attempts) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const response = jsonError(429, t(message, { minutes: Math.ceil(seconds / 60) }));
      response.headers.set("Retry-After", String(seconds));
      return response;
    }
  }
  return null;
}
