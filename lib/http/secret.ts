/** Compares a request's `Authorization: Bearer` secret with the expected one, in constant time. */
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

export function hasBearerSecret(headers: Headers, expected: string): boolean {
  const given = /^Bearer (.+)$/.exec(headers.get("authorization") ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(expected));
}
