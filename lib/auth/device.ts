/**
 * OWASP's device cookie for the sign-in limits (Slow Down Online Guessing Attacks with Device Cookies): a browser
 * that has been signed in as an email keeps a signed cookie that says so. When it asks for a sign-in link for that
 * email, strangers' attempts do not hold it back: it is counted on its own (lib/auth/rate-limit.ts). Strangers stay
 * limited per network and per email as before. The cookie names the email only by its hash; its signature uses the
 * session secret, so it cannot be made for an email one has not signed in as.
 */
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieValue } from "@/lib/cookie-value";
import { getServerEnv } from "@/lib/env";
import { processWide } from "@/lib/process-wide";
import { limitKey } from "./rate-limit";
import { resolveAuthSecret } from "./secret";

export const DEVICE_COOKIE = "wallminder_device";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

// Resolved once per process: without BETTER_AUTH_SECRET the secret is read from the data folder, and every page's
// session check signs or checks a cookie.
const signingKey = processWide("deviceCookieKey", () => `device-cookie:${resolveAuthSecret(getServerEnv())}`);
const sign = (payload: string) => createHmac("sha256", signingKey.get()).update(payload).digest("base64url");

/** The device cookie this request carries, when it is ours and unchanged: which email it stands for, and its own id. */
export function readDeviceCookie(headers: Headers): { emailKey: string; device: string } | null {
  const value = cookieValue(headers, DEVICE_COOKIE);
  const [emailKey, device, signature, extra] = value?.split(".") ?? [];
  if (!emailKey || !device || !signature || extra !== undefined || value!.length > 200) return null;
  const expected = Buffer.from(sign(`${emailKey}.${device}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { emailKey, device } : null;
}

/** Whether the request's device cookie stands for `email`. */
export function deviceFor(headers: Headers, email: string): string | null {
  const cookie = readDeviceCookie(headers);
  return cookie && cookie.emailKey === limitKey(normalEmail(email)) ? cookie.device : null;
}

/** The Set-Cookie that marks this browser as one `email` has signed in on, or null when it already carries it. */
export function deviceCookieFor(headers: Headers, email: string): string | null {
  if (deviceFor(headers, email)) return null;
  const payload = `${limitKey(normalEmail(email))}.${randomBytes(12).toString("base64url")}`;
  const secure = getServerEnv().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${payload}.${sign(payload)}; Path=/api; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();
