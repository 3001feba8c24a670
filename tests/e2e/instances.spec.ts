/**
 * Two instances of the built app on one Postgres and one S3-compatible store, as behind a load balancer: what one
 * writes the other reads (sessions, limits, the free daily cap, Stripe's webhooks, saved wallpapers). Each instance
 * has its own data folder, so nothing can pass through the disk. Needs TEST_DATABASE_URL and TEST_S3_URL (CI gives
 * Postgres and OpenStack Swift); without them it is skipped and says why.
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "../helpers/test";
import { BASE_URL } from "../../playwright.config";
import { type StripeFake, startStripeFake } from "../fakes/stripe-server";
import { type AppProcess, startApp } from "../helpers/app-process";
import { signInLinkFrom } from "../helpers/mailbox";
import { s3EnvFromUrl } from "../helpers/s3-url";

const DATABASE = process.env.TEST_DATABASE_URL;
const S3 = process.env.TEST_S3_URL;
test.skip(!DATABASE || !S3, "two instances need a shared Postgres (TEST_DATABASE_URL) and S3 store (TEST_S3_URL)");
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const FIRST_PORT = Number(new URL(BASE_URL).port) + 6;
const WEBHOOK_SECRET = "whsec_instances";

let stripe: StripeFake;
let a: AppProcess;
let b: AppProcess;
let http: APIRequestContext;

test.beforeAll(async () => {
  stripe = await startStripeFake({ webhookSecret: WEBHOOK_SECRET, webhookUrl: `http://127.0.0.1:${FIRST_PORT}/api/stripe/webhook` });
  const shared = {
    DATABASE_URL: DATABASE!,
    ...s3EnvFromUrl(S3!),
    // One secret for every instance: a session signed by one must verify on the other.
    BETTER_AUTH_SECRET: "instances-test-secret-0123456789abcdefghij",
    STRIPE_SECRET_KEY: "sk_test_instances",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: "price_monthly_test",
    STRIPE_PRICE_ANNUAL: "price_annual_test",
    STRIPE_API_URL: stripe.url,
    // Both sit "behind one proxy" here, so the test can speak for several client addresses.
    TRUSTED_PROXY_HOPS: "1",
    SIGN_IN_LIMIT_PER_IP: "3",
    FREE_DAILY_SERVER_RENDERS: "3",
  };
  [a, b] = await Promise.all([
    startApp(FIRST_PORT, { ...shared, DATA_DIR: "reports/e2e-instance-a" }, { fresh: true }),
    startApp(FIRST_PORT + 1, { ...shared, DATA_DIR: "reports/e2e-instance-b" }, { fresh: true }),
  ]);
  http = await playwrightRequest.newContext();
});

test.afterAll(async () => {
  await http?.dispose();
  await Promise.all([a?.stop(), b?.stop()]);
  await stripe?.close();
});

/** A new client address for each person (and each run: the limits live in the database), so the limits are theirs alone. */
const addressOf = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Signs in on `app` by email link; the cookie (host 127.0.0.1, any port) then goes to both instances. */
async function signIn(app: AppProcess, from: string): Promise<string> {
  const email = `instances-${randomUUID().slice(0, 8)}@example.test`;
  const asked = await http.post(`${app.url}/api/auth/sign-in/magic-link`, {
    headers: { Origin: app.url, "X-Forwarded-For": from },
    data: { email, callbackURL: "/auth/callback" },
  });
  expect(asked.status()).toBe(200);
  const mailbox = await (await http.get(`${app.url}/dev/mailbox`)).text();
  expect((await http.get(signInLinkFrom(mailbox, email))).ok()).toBe(true);
  return email;
}

const session = async (app: AppProcess) =>
  (await (await http.get(`${app.url}/api/session`)).json()) as { user: { email: string } | null; isPro: boolean };

test("a session made on one instance works on the other", async () => {
  const email = await signIn(a, addressOf());
  expect((await session(a)).user?.email).toBe(email);
  expect((await session(b)).user?.email).toBe(email);
});

test("the sign-in limit per address counts attempts on both instances together", async () => {
  const from = addressOf();
  const ask = (app: AppProcess) =>
    http
      .post(`${app.url}/api/auth/sign-in/magic-link`, {
        headers: { Origin: app.url, "X-Forwarded-For": from },
        data: { email: `limit-${randomUUID().slice(0, 8)}@example.test`, callbackURL: "/auth/callback" },
      })
      .then((response) => response.status());
  expect([await ask(a), await ask(b), await ask(a), await ask(b)]).toEqual([200, 200, 200, 429]);
});

test("the free daily cap counts server renders on both instances together", async () => {
  await signIn(b, addressOf());
  const render = (app: AppProcess) =>
    http
      .post(`${app.url}/api/wallpaper/generate`, { data: { text: "Buy milk", options: { width: 1179, height: 2556, generation_mode: "plain" } } })
      .then((response) => response.status());
  expect([await render(a), await render(b), await render(a), await render(b)]).toEqual([200, 200, 200, 429]);
});

test("Stripe's webhook reaches one instance and the other sees Pro; a save on one is in the history read from the other", async () => {
  await signIn(b, addressOf());
  const checkout = await http.post(`${b.url}/api/create-checkout-session`, { headers: { Origin: b.url }, data: { priceId: "price_annual_test" } });
  expect(checkout.status()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  // Paid on Stripe's page: the webhooks go to instance A only, and nobody returns to verify.
  await stripe.completeCheckout(sessionId);
  await stripe.idle();
  expect(stripe.events().every(({ deliveries }) => deliveries.every((d) => d.status === 200))).toBe(true);
  await expect.poll(async () => (await session(b)).isPro).toBe(true);

  const saved = await http.post(`${b.url}/api/wallpaper/save`, {
    data: { text: `Saved on B\nBuy milk`, options: { width: 1179, height: 2556, generation_mode: "plain" } },
  });
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: string };
  const history = (await (await http.get(`${a.url}/api/wallpaper/history`)).json()) as { wallpapers: Array<{ id: string; url: string }> };
  const item = history.wallpapers.find((wallpaper) => wallpaper.id === id);
  expect(item, "the wallpaper saved on B, listed by A").toBeTruthy();
  const image = await http.get(`${a.url}${item!.url}`);
  expect(image.status()).toBe(200);
  expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
});
