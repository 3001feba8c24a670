/** The security headers of every kind of page and API answer, as the built app sends them (config/security-headers.ts). */
import { randomUUID } from "node:crypto";
import { signInLinkFrom } from "../helpers/mailbox";
import { expect, test, type APIResponse } from "../helpers/test";

function expectSecurityHeaders(response: APIResponse, referrer: "strict-origin-when-cross-origin" | "same-origin") {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "connect-src 'self'",
    "form-action 'self'",
  ]) {
    expect(csp, `${response.url()}: ${directive}`).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"], response.url()).toBe(referrer);
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Plain http here: HSTS is only for a site on https.
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("public pages, articles, files and errors carry the security headers and the public referrer policy", async ({ request }) => {
  const home = await request.get("/");
  expectSecurityHeaders(home, "strict-origin-when-cross-origin");
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script, "a script file of the home page").toBeTruthy();
  for (const path of ["/faq", "/blog", "/blog/text-lists-fail", "/privacy", "/robots.txt", "/sitemap.xml", "/blog/no-such-article", script!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    expectSecurityHeaders(response, "strict-origin-when-cross-origin");
  }
});

test("private pages and the API send no referrer off the site", async ({ request }) => {
  for (const path of ["/login", "/history", "/subscription", "/payment/success", "/api/health", "/api/session"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expectSecurityHeaders(response, "same-origin");
  }
  const refused = await request.post("/api/wallpaper/save", { data: {} });
  expect(refused.status()).toBe(401);
  expectSecurityHeaders(refused, "same-origin");
});

test("the session cookie is HttpOnly and SameSite=Lax", async ({ request, baseURL }) => {
  const email = `cookie-${randomUUID().slice(0, 8)}@example.test`;
  expect(
    (await request.post("/api/auth/sign-in/magic-link", { headers: { Origin: baseURL! }, data: { email, callbackURL: "/auth/callback" } })).status(),
  ).toBe(200);
  const mailbox = await (await request.get("/dev/mailbox")).text();
  const verified = await request.get(signInLinkFrom(mailbox, email), { maxRedirects: 0 });
  const session = verified.headersArray().find(({ name, value }) => name.toLowerCase() === "set-cookie" && value.includes("session_token="));
  expect(session?.value).toMatch(/HttpOnly/i);
  expect(session?.value).toMatch(/SameSite=Lax/i);
});
