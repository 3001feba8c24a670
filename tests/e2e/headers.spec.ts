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
  const home = await request.get("/", { headers: { Accept: "text/html" } }); // as a browser asks
  expectSecurityHeaders(home, "strict-origin-when-cross-origin");
  const islands = /<script type="module" src="(\/islands\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(islands, "the home page's script").toBeTruthy();
  // A page Next renders per request still loads Next's scripts.
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await request.get("/search?q=focus")).text())?.[1];
  expect(script, "a script file of the search page").toBeTruthy();
  for (const path of [
    "/faq",
    "/blog",
    "/blog/text-lists-fail",
    "/privacy",
    "/robots.txt",
    "/sitemap.xml",
    "/blog/no-such-article",
    "/no-such.page",
    islands!,
    script!,
  ]) {
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

const scriptSources = (response: APIResponse) =>
  (response.headers()["content-security-policy"] ?? "")
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))!
    .split(" ")
    .slice(1);

test("static pages allow their own inline scripts by hash, and pages rendered per request by a fresh nonce", async ({ request }) => {
  // The public pages are served with islands (lib/islands/static-page.ts), to a browser and to any other client: their
  // scripts are files, and no inline script runs.
  for (const path of ["/", "/zh", "/faq", "/blog/text-lists-fail", "/zh/live"]) {
    expect(scriptSources(await request.get(path, { headers: { Accept: "text/html" } })), path).toEqual(["'self'"]);
    expect(scriptSources(await request.get(path)), path).toEqual(["'self'"]);
  }
  for (const path of ["/blog/no-such-article", "/offline"]) {
    const sources = scriptSources(await request.get(path));
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(
      sources.some((source) => source.startsWith("'nonce-")),
      `${path} stays static: no nonce`,
    ).toBe(false);
    expect(sources.filter((source) => source.startsWith("'sha256-")).length, path).toBeGreaterThan(0);
  }
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const login = await request.get("/login");
    const nonce = scriptSources(login)
      .find((source) => source.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1);
    expect(nonce, "/login has a nonce").toBeTruthy();
    const html = await login.text();
    const scripts = html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0], "a new nonce each time").not.toBe(nonces[1]);
  expect(scriptSources(await request.get("/api/health"))).toEqual(["'self'"]);
});

test.describe("a script injected into a page", () => {
  test.use({ cspViolationsExpected: true });

  for (const path of ["/", "/login"]) {
    test(`does not run on ${path}, while the page's own scripts do`, async ({ page }) => {
      const blocked: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await page.goto(path);
      if (path === "/") {
        // The header's island asked who is signed in and shows the answer: the page's own script ran.
        await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
      } else {
        // React hydrated the page (it marks each element it adopts): the page's own scripts ran.
        await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")));
      }
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
        return (window as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      expect(blocked.join("\n")).toMatch(/script-src/);
    });
  }
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

test("Chromium understands every feature of the Permissions-Policy: loading a page logs no warning about it", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/Permissions-Policy/i.test(message.text())) warnings.push(message.text());
  });
  for (const path of ["/", "/zh", "/faq", "/blog/text-lists-fail"]) {
    const response = await page.goto(path);
    expect(response?.headers()["permissions-policy"], path).toContain("camera=()");
  }
  expect(warnings).toEqual([]);
});
