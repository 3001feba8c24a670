import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetSignInLimits } from "@/lib/auth/rate-limit";
import { requestMagicLink } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";

openTestDatabase();
const uniqueIp = () => `192.0.2.${Math.floor(Math.random() * 254) + 1}-${randomUUID().slice(0, 6)}`;

describe("sign-in rate limits", () => {
  beforeEach(() => {
    process.env.SIGN_IN_LIMIT_PER_EMAIL = "2";
    process.env.SIGN_IN_LIMIT_PER_IP = "3";
    resetSignInLimits();
  });
  afterEach(() => {
    delete process.env.SIGN_IN_LIMIT_PER_EMAIL;
    delete process.env.SIGN_IN_LIMIT_PER_IP;
    resetSignInLimits();
  });

  it("answers 429 with a clear message once an email has asked for too many links", async () => {
    const email = `limited-${randomUUID().slice(0, 8)}@example.test`;
    expect((await requestMagicLink(email, { "X-Forwarded-For": uniqueIp() })).status).toBe(200);
    expect((await requestMagicLink(email.toUpperCase(), { "X-Forwarded-For": uniqueIp() })).status).toBe(200);

    const refused = await requestMagicLink(email, { "X-Forwarded-For": uniqueIp() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await refused.json()).toMatchObject({ message: "Too many sign-in links were requested for this email. Please wait 15 minutes and try again." });

    // Another person is not held back by it.
    expect((await requestMagicLink(`other-${randomUUID().slice(0, 8)}@example.test`, { "X-Forwarded-For": uniqueIp() })).status).toBe(200);
  });

  it("answers 429 once one address has made too many sign-in attempts, whatever the emails", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      expect((await requestMagicLink(`ip-${i}-${randomUUID().slice(0, 8)}@example.test`, { "X-Forwarded-For": `${ip}, 10.0.0.1` })).status).toBe(200);
    }
    const refused = await requestMagicLink(`ip-4-${randomUUID().slice(0, 8)}@example.test`, { "X-Forwarded-For": ip });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many sign-in attempts from your network\. Please wait \d+ minutes and try again\.$/);
  });
});
