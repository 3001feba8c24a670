/**
 * Sign-in limits, counted in the database so that every app instance sees the same counts
 * (docs/decisions/008-sign-in-limits.md):
 * - per client address: how many sign-ins one network may start;
 * - per email address and requester: one stranger cannot lock the owner out, because their
 *   attempts count against their own address only;
 * - per email address in total, over a longer window and with a higher ceiling: a mail-bombing
 *   ceiling that only many networks together can reach;
 * - except for a browser that has signed in as that email before (./device.ts): it is counted per
 *   device, so strangers who reach the ceilings never keep the owner from their link.
 * Keys are hashed, so a hostile address never reaches an index as it is (length, NUL bytes). A refusal is a
 * SignInLimitError; the auth route answers it as a 429 (lib/http/limits.ts).
 */
import "server-only";
import { createHash } from "node:crypto";
import { type RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "@/lib/db/client";
import { databaseLimiter } from "@/lib/db/limiter";
import { getServerEnv } from "@/lib/env";
import { processWide } from "@/lib/process-wide";

const WINDOW_SECONDS = 15 * 60;
const TOTAL_WINDOW_SECONDS = 60 * 60;

const limiters = processWide("signInLimiters", async () => {
  const env = getServerEnv();
  const db = await getDb();
  const make = (keyPrefix: string, points: number, seconds: number) => databaseLimiter(db, keyPrefix, points, seconds);
  return {
    ip: make("sign-in-ip", env.SIGN_IN_LIMIT_PER_IP, WINDOW_SECONDS),
    emailFromRequester: make("sign-in-email-requester", env.SIGN_IN_LIMIT_PER_EMAIL, WINDOW_SECONDS),
    emailTotal: make("sign-in-email-total", env.SIGN_IN_LIMIT_PER_EMAIL_TOTAL, TOTAL_WINDOW_SECONDS),
    emailFromDevice: make("sign-in-email-device", env.SIGN_IN_LIMIT_PER_EMAIL, WINDOW_SECONDS),
  };
});

/** Forgets the limiters, so the next call reads the limits from the environment again (tests). */
export const resetSignInLimits = () => limiters.reset();

/** A bounded, opaque key for any string a client sent. */
export const limitKey = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("base64url");

/**
 * The client's address: the one X-Forwarded-For entry the production server (scripts/server.mjs) leaves, worked out
 * from the connection and TRUSTED_PROXY_HOPS. Whatever the client wrote there was replaced before this runs.
 */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/**
 * A sign-in refused by a limit: `by` says which kind, so the person is told whether their network or this email has
 * asked too often, and `retryAfterSeconds` when they may try again.
 */
export class SignInLimitError extends Error {
  override name = "SignInLimitError";
  constructor(
    readonly by: "address" | "email",
    readonly retryAfterSeconds: number,
  ) {
    super(`too many sign-ins from this ${by}; try again in ${Math.ceil(retryAfterSeconds)} s`);
  }
}

/**
 * Counts one sign-in attempt; throws SignInLimitError when the requester or the email is over a limit. `device`: the
 * id of the request's device cookie, when it stands for this email (./device.ts): then only that device's own count
 * applies.
 */
export async function limitSignIn(headers: Headers, email: string | null, device: string | null = null): Promise<void> {
  const { ip, emailFromRequester, emailTotal, emailFromDevice } = await limiters.get();
  const requester = clientAddress(headers);
  const address = email?.trim().toLowerCase();
  const attempts: Array<[RateLimiterDrizzle, string, SignInLimitError["by"]]> = device
    ? [[emailFromDevice, limitKey(address ?? "", device), "email"]]
    : [[ip, limitKey(requester), "address"]];
  if (address && !device) {
    attempts.push([emailFromRequester, limitKey(address, requester), "email"], [emailTotal, limitKey(address), "email"]);
  }
  for (const [limiter, key, by] of attempts) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new SignInLimitError(by, rejection.msBeforeNext / 1000);
    }
  }
}
