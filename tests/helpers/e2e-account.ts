/** Browser-test helpers for accounts: sign in by email link, and read the app's rows when on Postgres. */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { signInLinkFrom } from "./mailbox";

export const emailFor = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * Signs the browser in by email link over HTTP, with the page's own cookie jar: asks for a link (with the site's
 * origin, as the page would), takes it from /dev/mailbox and follows it, so the session cookie lands in the browser.
 * No page is loaded for it: the sign-in screens themselves are tested in accounts.spec.ts. Leaves the page on a page
 * of the site (a light one when it was on none), so that a test can call the API from it straight away.
 */
export async function signInByEmail(page: Page, email: string): Promise<string> {
  const http = page.request;
  // The site's origin, as the context's base address resolves it (the page may be on none yet).
  const origin = new URL((await http.get("/api/health")).url()).origin;
  const asked = await http.post("/api/auth/sign-in/magic-link", {
    headers: { Origin: origin },
    data: { email, callbackURL: "/auth/callback" },
  });
  expect(asked.status(), `asking a sign-in link for ${email}`).toBe(200);
  const link = signInLinkFrom(await (await http.get("/dev/mailbox")).text(), email);
  const followed = await http.get(link, { maxRedirects: 0 });
  expect(followed.status(), `following ${email}'s sign-in link`).toBe(302);
  expect(followed.headers()["set-cookie"], "the sign-in link sets the session").toContain("session_token=");
  if (!page.url().startsWith(origin)) await page.goto("/offline");
  return email;
}

/**
 * Signs in as `login` on the local OpenID Connect issuer's own pages, where Google's would be, and allows what the app
 * asked for. The page must be on the issuer's login page, or on its way there.
 */
export async function allowAtLocalIssuer(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith("/interaction/"));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The person's user id, or null when the app is not on a Postgres server the test can read. */
export function userIdFor(email: string): Promise<string | null> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(`select id from "user" where email = $1`, [email]);
    if (rows.length !== 1) throw new Error(`expected one user for ${email}, found ${rows.length}`);
    return rows[0]!.id;
  });
}

/** How many rows each table holds for the user id. */
export async function rowsOf(userId: string): Promise<Record<string, number> | null> {
  return withDatabase(async (client) => {
    const count = async (table: string, column: string) =>
      Number((await client.query(`select count(*) from ${table} where ${column} = $1`, [userId])).rows[0].count);
    return {
      user: await count(`"user"`, "id"),
      session: await count("session", "user_id"),
      account: await count("account", "user_id"),
      subscription: await count("user_subscriptions", "user_id"),
      wallpapers: await count("wallpapers", "user_id"),
    };
  });
}

/** Makes the signed-in person Pro through the demo provider's real checkout calls, as its pages make them. */
export async function becomeProByDemoCheckout(page: Page, interval: "monthly" | "annual" = "annual"): Promise<void> {
  const status = await page.evaluate(async (priceId) => {
    const post = (path: string, body: unknown) =>
      fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then((response) =>
        response.json(),
      );
    const checkout = await post("/api/create-checkout-session", { priceId });
    const paid = await post(`/api/demo/checkout/${checkout.sessionId}`, { action: "pay" });
    return paid.success === true;
  }, `demo_price_${interval}`);
  expect(status).toBe(true);
}

/** Saves a wallpaper to the history from the page, as the creator saves it; answers its id. */
export async function saveWallpaperFromPage(page: Page, text: string, mode: "plain" | "smart" | "emoji" = "plain"): Promise<string> {
  const answer = await page.evaluate(
    (body) =>
      fetch("/api/wallpaper/save", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then((response) =>
        response.json(),
      ),
    { text, options: { width: 1179, height: 2556, generation_mode: mode } },
  );
  expect(answer).toMatchObject({ success: true });
  return answer.id as string;
}
