import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { limitKey, resetSignInLimits } from "@/lib/auth/rate-limit";
import { rateLimits } from "@/lib/db/schema";
import { GET as session } from "@/app/api/session/route";
import { DEVICE_COOKIE } from "@/lib/auth/device";
import { requestMagicLink, SITE, signIn, withCookie } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";

const database = openTestDatabase();
const uniqueIp = () => `192.0.2.${Math.floor(Math.random() * 254) + 1}-${randomUUID().slice(0, 6)}`;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const from = (ip: string) => ({ "X-Forwarded-For": ip });

describe("sign-in rate limits", () => {
  beforeEach(() => {
    process.env.SIGN_IN_LIMIT_PER_EMAIL = "2";
    process.env.SIGN_IN_LIMIT_PER_IP = "3";
    process.env.SIGN_IN_LIMIT_PER_EMAIL_TOTAL = "4";
    resetSignInLimits();
  });
  afterEach(() => {
    delete process.env.SIGN_IN_LIMIT_PER_EMAIL;
    delete process.env.SIGN_IN_LIMIT_PER_IP;
    delete process.env.SIGN_IN_LIMIT_PER_EMAIL_TOTAL;
    resetSignInLimits();
  });

  it("answers 429 with a clear message once one requester has asked for too many links for an email", async () => {
    const email = uniqueEmail("limited");
    const ip = uniqueIp();
    expect((await requestMagicLink(email, from(ip))).status).toBe(200);
    expect((await requestMagicLink(email.toUpperCase(), from(ip))).status).toBe(200);

    const refused = await requestMagicLink(email, from(ip));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await refused.json()).toEqual({
      success: false,
      message: "Too many sign-in links were requested for this email. Please wait 15 minutes and try again.",
    });
  });

  it("never lets a stranger lock the owner out: their attempts count against their own address", async () => {
    const email = uniqueEmail("owner");
    const stranger = uniqueIp();
    for (let i = 0; i < 2; i++) expect((await requestMagicLink(email, from(stranger))).status).toBe(200);
    expect((await requestMagicLink(email, from(stranger))).status).toBe(429);
    expect((await requestMagicLink(email, from(uniqueIp()))).status).toBe(200); // the owner, at home
  });

  it("caps the links one email is sent in an hour from every network together", async () => {
    const email = uniqueEmail("bombed");
    for (let i = 0; i < 4; i++) expect((await requestMagicLink(email, from(uniqueIp()))).status).toBe(200);
    expect((await requestMagicLink(email, from(uniqueIp()))).status).toBe(429);
  });

  it("keeps the owner's own browser in: once strangers from four addresses reach the ceiling, the browser that signed in before still gets its link", async () => {
    const email = uniqueEmail("device");
    const owner = await signIn(email); // one link, from the owner's network
    const answer = await session(withCookie(owner, `${SITE}/api/session`));
    const device = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/; HttpOnly; SameSite=Lax/);
    const deviceCookie = device!.split(";")[0]!;
    // Given once: a browser that carries it is not given another.
    const again = await session(new Request(`${SITE}/api/session`, { headers: { Cookie: `${owner.cookie}; ${deviceCookie}` } }));
    expect(again.headers.getSetCookie()).toEqual([]);

    for (let i = 0; i < 3; i++) expect((await requestMagicLink(email, from(uniqueIp()))).status).toBe(200);
    expect((await requestMagicLink(email, from(uniqueIp()))).status).toBe(429); // the hourly ceiling, from everyone

    expect((await requestMagicLink(email, { ...from(uniqueIp()), Cookie: deviceCookie })).status).toBe(200);
    // Its own count still applies: a stolen cookie cannot mail-bomb the owner either.
    expect((await requestMagicLink(email, { ...from(uniqueIp()), Cookie: deviceCookie })).status).toBe(200);
    expect((await requestMagicLink(email, { ...from(uniqueIp()), Cookie: deviceCookie })).status).toBe(429);

    // Only a cookie we signed, for this email, counts.
    const [name, value] = deviceCookie.split("=") as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect((await requestMagicLink(email, { ...from(uniqueIp()), Cookie: forged })).status).toBe(429);
    const someoneElse = uniqueEmail("device-other");
    expect((await requestMagicLink(someoneElse, { ...from(uniqueIp()), Cookie: deviceCookie })).status).toBe(200); // counted as a stranger
  });

  it("answers 429 once one address has made too many sign-in attempts, whatever the emails", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect((await requestMagicLink(uniqueEmail(`ip-${i}`), from(`${ip}, 10.0.0.1`))).status).toBe(200);
    const refused = await requestMagicLink(uniqueEmail("ip-4"), from(ip));
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many sign-in attempts from your network\. Please wait \d+ minutes and try again\.$/);
  });

  it.each([
    ["a NUL in the address", "ada\u0000@example.test"],
    ["a 2,700-character local part", `${"a".repeat(2700)}@example.test`],
    ["not an address", "not-an-email"],
  ])("answers 400, not 500, for %s, and counts nothing", async (_, email) => {
    const ip = uniqueIp();
    const response = await requestMagicLink(email, from(ip));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(/^Invalid request: email: /) });
    // This request's own counts, by its address and its email: other test files share the table and count theirs meanwhile.
    const address = email.toLowerCase();
    const counted = [limitKey(ip), limitKey(address, ip), limitKey(address)];
    const keys = (await database.current.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => counted.some((hash) => key.endsWith(hash)))).toEqual([]);
  });

  it("keeps only hashed, bounded keys: no address is stored as it was sent", async () => {
    const email = uniqueEmail("hashed");
    await requestMagicLink(email, from(uniqueIp()));
    const keys = (await database.current.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.includes(email) || key.includes("192.0.2."))).toBe(false);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(80);
  });
});
