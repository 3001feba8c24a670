import { defineConfig, devices } from "@playwright/test";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./tests/fakes/oidc-client";
import { E2E_TODOIST_CLIENT } from "./tests/fakes/todoist";
import { testAppEnv } from "./tests/helpers/app-process";

/** Ports can be moved (E2E_PORT, E2E_OIDC_PORT) so that two checkouts can run their browser tests at once. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The local OpenID Connect issuer that stands in for Google (tests/fakes/oidc-server.ts). */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4010);
const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;
/** The app under test keeps its PGlite database, secret and images here, fresh on every run. */
const DATA_DIR = "reports/e2e-data";
/**
 * A second app with Stripe configured, talking to the local Stripe fake (tests/fakes/stripe-server.ts), for the
 * browser tests of the Stripe path. It keeps its own PGlite database: the billing provider is chosen once per process.
 */
const STRIPE_APP_PORT = Number(process.env.E2E_STRIPE_APP_PORT ?? PORT + 2);
export const STRIPE_APP_URL = `http://127.0.0.1:${STRIPE_APP_PORT}`;
const STRIPE_FAKE_PORT = Number(process.env.E2E_STRIPE_FAKE_PORT ?? OIDC_PORT + 10);
export const STRIPE_FAKE_URL = `http://127.0.0.1:${STRIPE_FAKE_PORT}`;
const STRIPE_WEBHOOK_SECRET = "whsec_e2e_wallminder";
/** The local Todoist fake (tests/fakes/todoist.ts) the browser tests' app reads Todoist from. */
const TODOIST_FAKE_PORT = Number(process.env.E2E_TODOIST_FAKE_PORT ?? OIDC_PORT + 30);
const TODOIST_FAKE_URL = `http://127.0.0.1:${TODOIST_FAKE_PORT}`;
/** The Google Tasks fake, started with the OpenID Connect issuer: it reads the access tokens that issuer gives out. */
const GOOGLE_TASKS_FAKE_PORT = Number(process.env.E2E_GOOGLE_TASKS_FAKE_PORT ?? OIDC_PORT + 20);
/** The spec files that run against the Stripe app, and only there. */
const STRIPE_SPECS = /stripe-checkout/;

/** Debian's Chromium, with the flags this closed network needs. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Two workers and three servers share two cores in CI: a first preview (engine, fonts, PNG encoding) has taken
  // just over Playwright's default 5 s there, then passed on retry.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test (screencast frames, DOM snapshots) cost a third of the browser tests' time on
    // two cores; a test that fails is recorded on its retry.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    acceptDownloads: true,
    // A page left open four seconds registers the offline worker, which fetches and keeps about 4.6 MB (decision
    // record 015): in every test that made the two cores serve fonts instead of pages. Only offline.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", testIgnore: STRIPE_SPECS, use: { ...devices["Desktop Chrome"], launchOptions } },
    // The flows whose layout differs on a phone run again at 390 px: the tests tagged PHONE (tests/helpers/test.ts).
    {
      name: "phone",
      grep: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    { name: "stripe-desktop", testMatch: STRIPE_SPECS, use: { ...devices["Desktop Chrome"], baseURL: STRIPE_APP_URL, launchOptions } },
    {
      name: "stripe-phone",
      testMatch: STRIPE_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: STRIPE_APP_URL, viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: "node_modules/.bin/tsx tests/fakes/oidc-server.ts",
      url: `${OIDC_URL}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { OIDC_PORT: String(OIDC_PORT), APP_URL: BASE_URL, GOOGLE_TASKS_FAKE_PORT: String(GOOGLE_TASKS_FAKE_PORT) },
    },
    {
      // The production server (scripts/server.mjs), on `localhost` as `npm start` does, and not 127.0.0.1: Next counts the proxy's rewrites
      // (unknown articles) as external when it is bound by IP, because it names loopback
      // "localhost" in one place and by the address in the other.
      command: `rm -rf ${DATA_DIR} && node scripts/server.mjs`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      // CI gives a Postgres server: the browser tests then run the app on it, and can check its rows.
      env: testAppEnv(PORT, {
        DATA_DIR,
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        GOOGLE_DISCOVERY_URL: `${OIDC_URL}/.well-known/openid-configuration`,
        // The calendar feeds the browser tests connect are served by the test itself, on 127.0.0.1.
        SOURCES_ALLOW_LOOPBACK: "true",
        TODOIST_API_URL: TODOIST_FAKE_URL,
        // Todoist by OAuth, against the fake's consent page.
        TODOIST_OAUTH_URL: TODOIST_FAKE_URL,
        TODOIST_CLIENT_ID: E2E_TODOIST_CLIENT.id,
        TODOIST_CLIENT_SECRET: E2E_TODOIST_CLIENT.secret,
        GOOGLE_TASKS_API_URL: `http://127.0.0.1:${GOOGLE_TASKS_FAKE_PORT}`,
      }),
    },
    {
      command: "node_modules/.bin/tsx tests/fakes/todoist.ts",
      // Ready when it turns a request without a token away (401).
      url: `${TODOIST_FAKE_URL}/api/v1/tasks/filter`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { TODOIST_FAKE_PORT: String(TODOIST_FAKE_PORT), APP_URL: BASE_URL },
    },
    {
      command: "node_modules/.bin/tsx tests/fakes/stripe-server.ts",
      url: STRIPE_FAKE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: {
        STRIPE_FAKE_PORT: String(STRIPE_FAKE_PORT),
        STRIPE_WEBHOOK_SECRET,
        STRIPE_WEBHOOK_URL: `${STRIPE_APP_URL}/api/stripe/webhook`,
      },
    },
    {
      command: `rm -rf ${DATA_DIR}-stripe && node scripts/server.mjs`,
      url: `${STRIPE_APP_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      env: testAppEnv(STRIPE_APP_PORT, {
        DATA_DIR: `${DATA_DIR}-stripe`,
        DATABASE_URL: "",
        STRIPE_SECRET_KEY: "sk_test_wallminder_e2e",
        STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICE_MONTHLY: "price_monthly_test",
        STRIPE_PRICE_ANNUAL: "price_annual_test",
        STRIPE_API_URL: STRIPE_FAKE_URL,
      }),
    },
  ],
});
