/**
 * After signing in, `next` only ever leads to a page of this site. Checked in Chromium, because the
 * browser's own clean-up of an address (dropping tabs and newlines, reading backslashes as slashes)
 * is what turned yesterday's "safe" paths into another host.
 */
import { expect, test } from "../helpers/test";
import { emailFor, signInByEmail } from "../helpers/e2e-account";

const HOSTILE = [
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0D/evil.example",
  "%09//evil.example",
  "/%5Cevil.example",
  "%5C%5Cevil.example",
  "//evil.example",
  "///evil.example",
  "%2F%2Fevil.example",
  "https:%2F%2Fevil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "/%EF%BC%8F%EF%BC%8Fevil.example",
  "/%E3%80%82evil.example",
  "/@evil.example",
];

test("signed in, /login and /auth/callback never send anyone to another site", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  await signInByEmail(page, emailFor("redirects"));
  for (const next of HOSTILE) {
    // /login redirects on the server; /auth/callback in the browser, once it has seen the session. Where they lead
    // is known once the next page's answer arrives ("commit"): its loading is not what is tested.
    const login = await page.goto(`/login?next=${next}`, { waitUntil: "commit" });
    expect(login?.status(), next).toBeLessThan(500);
    expect(new URL(page.url()).origin, next).toBe(origin);
    await page.goto(`/auth/callback?next=${next}`);
    await page.waitForURL((url) => url.pathname !== "/auth/callback", { waitUntil: "commit" });
    expect(new URL(page.url()).origin, next).toBe(origin);
  }
});

test("a newline or a non-ASCII character in next redirects cleanly instead of failing", async ({ page, baseURL }) => {
  await signInByEmail(page, emailFor("redirect-chars"));
  for (const next of ["/faq%0A", "/caf%C3%A9", "/%E2%9C%93?x=%F0%9F%93%9E"]) {
    const response = await page.goto(`/login?next=${next}`);
    expect(response?.status()).toBeLessThan(500);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  }
});

test("an email link whose return address was tampered with still ends on this site", async ({ page, baseURL }) => {
  const email = emailFor("redirect-link");
  await page.goto("/login");
  const status = await page.evaluate(
    (address) =>
      fetch("/api/auth/sign-in/magic-link", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: address, callbackURL: "/auth/callback?next=/%09/evil.example" }),
      }).then((response) => response.status),
    email,
  );
  expect(status).toBe(200);
  await page.goto("/dev/mailbox");
  await page
    .getByRole("link", { name: `Sign in as ${email}` })
    .first()
    .click();
  // The callback page sends the person on from the browser, after it has loaded: wait for where it sends them.
  await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === "/");
});
