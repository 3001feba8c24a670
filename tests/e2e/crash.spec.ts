/**
 * Nothing half-done when the server is killed with SIGKILL:
 * - a Pro member saves wallpapers through three kills: after each restart, every wallpaper the history lists downloads
 *   as its PNG; then the orphan sweep removes the images the kills left without a row, and their half-written files,
 *   once older than its grace period, and keeps a younger image (a save still in flight) and every wallpaper's;
 * - people sign in and Stripe delivers its webhooks through a kill: afterwards every account signs in, every session
 *   made before still works, and each payment event is applied exactly once, however often it is delivered again.
 * The tests run their own instance of the built app on its own port and data folder, on PGlite, or on the Postgres
 * server CI gives.
 */
import { randomUUID } from "node:crypto";
import { copyFileSync, readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test, type Page } from "../helpers/test";
import { BASE_URL } from "../../playwright.config";
import { startStripeFake } from "../fakes/stripe-server";
import { type AppProcess, startApp } from "../helpers/app-process";
import { becomeProByDemoCheckout, emailFor, signInByEmail } from "../helpers/e2e-account";
import { signInByMailbox } from "../helpers/mailbox";

const PORT = Number(new URL(BASE_URL).port) + 4;
const APP = `http://127.0.0.1:${PORT}`;
const DATA_DIR = "reports/e2e-crash-data";
const IMAGES = `${DATA_DIR}/images`;
/** The sweep spares images younger than this (lib/history/store.ts), so as not to take a save's image before its row. */
const SWEEP_GRACE_MS = 10 * 60_000;

test.use({ baseURL: APP });
// Both tests start their own instance on the same port and data folder: one after the other.
test.describe.configure({ mode: "serial" });

/** Keeps three saves in flight from the page until the server goes away; never awaited by the test. */
function saveWithoutEnd(page: Page) {
  void page
    .evaluate(async () => {
      const save = (n: number) =>
        fetch("/api/wallpaper/save", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ text: `Crash test ${n}\nBuy milk\nCall mum`, options: { width: 1179, height: 2556, generation_mode: "plain" } }),
        });
      let n = 0;
      const lane = async () => {
        for (;;) await save(n++);
      };
      await Promise.all([lane(), lane(), lane()]);
    })
    .catch(() => undefined);
}

interface Listed {
  id: string;
  storage_path: string;
  url: string;
}

/** Every wallpaper the history lists, through its pages. */
async function listed(page: Page): Promise<Listed[]> {
  return page.evaluate(async () => {
    const all: Listed[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const answer = (await (await fetch(`/api/wallpaper/history${query}`)).json()) as { wallpapers: Listed[]; nextCursor: string | null };
      all.push(...answer.wallpapers);
      cursor = answer.nextCursor;
    } while (cursor);
    return all;
  });
}

/** The files in the local image store whose names end so, by key: ".png" for images, ".partial" for half-written ones. */
function stored(ending: ".png" | ".partial"): string[] {
  return readdirSync(`${IMAGES}/wallpapers`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.relative(IMAGES, path.join(entry.parentPath, entry.name)));
}

/** Puts a copy of `key`'s image in the store under a new wallpaper id, as a save whose row never came would leave it. */
function imageWithoutRow(key: string, modifiedAt: Date): string {
  const orphan = `${path.dirname(key)}/${randomUUID()}.png`;
  copyFileSync(`${IMAGES}/${key}`, `${IMAGES}/${orphan}`);
  utimesSync(`${IMAGES}/${orphan}`, modifiedAt, modifiedAt);
  return orphan;
}

/** Rows of the app's database, read once the app has stopped: on the Postgres server CI gives, else in its PGlite folder. */
async function appRows<Row extends Record<string, unknown>>(query: string, values: unknown[] = []): Promise<Row[]> {
  if (process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<Row>(query, values)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(`${DATA_DIR}/pglite`);
  try {
    return (await db.query<Row>(query, values)).rows;
  } finally {
    await db.close();
  }
}

/** Every payment event row. */
const paymentEventIds = async () => (await appRows<{ id: string }>("select id from payment_events")).map((row) => row.id);

test("saves interrupted by kill -9 leave every listed wallpaper with its image, and the sweep removes the images left without a row", async ({
  page,
}) => {
  test.setTimeout(360_000);
  let app: AppProcess = await startApp(PORT, { DATA_DIR }, { fresh: true });
  try {
    await page.goto("/login");
    const email = await signInByEmail(page, emailFor("crash"));
    await becomeProByDemoCheckout(page);

    let before = 0;
    let withRows: string[] = [];
    for (let round = 1; round <= 3; round++) {
      saveWithoutEnd(page);
      // Kill once the burst is under way (a save has landed since the last round), at a different moment each round.
      await expect.poll(async () => (await listed(page)).length, { timeout: 60_000 }).toBeGreaterThan(before);
      await page.waitForTimeout(round * 170);
      await app.stop("SIGKILL");
      app = await startApp(PORT, { DATA_DIR });
      await page.goto("/history");
      const wallpapers = await listed(page);
      expect(wallpapers.length, `round ${round}: saves went through before the kill`).toBeGreaterThan(before);
      before = wallpapers.length;
      withRows = wallpapers.map((wallpaper) => wallpaper.storage_path);
      test.info().annotations.push({ type: `round ${round}`, description: `${wallpapers.length} wallpapers listed, each with its image` });
      for (const wallpaper of wallpapers) {
        const image = await page.request.get(wallpaper.url);
        expect(image.status(), `the image of ${wallpaper.id}`).toBe(200);
        expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
      }
    }

    // What the kills left varies from run to run, so it is counted here, before the sweep, against the rows the
    // database holds (and the history listed, every one of them): images without a row, and files cut short while
    // written. They are made older than the grace period, and one more image without a row is added in case the kills
    // left none. A last one is left young: a save in flight as the sweep runs, whose row is still to come.
    await app.stop();
    const rows = await appRows<{ storage_path: string }>(
      'select storage_path from wallpapers where user_id = (select id from "user" where email = $1)',
      [email],
    );
    expect(rows.map((row) => row.storage_path).sort(), "the history lists every wallpaper saved").toEqual(withRows.slice().sort());
    const leftByKills = [...stored(".png").filter((key) => !withRows.includes(key)), ...stored(".partial")];
    const old = new Date(Date.now() - SWEEP_GRACE_MS - 60_000);
    for (const key of leftByKills) utimesSync(`${IMAGES}/${key}`, old, old);
    const swept = [...leftByKills, imageWithoutRow(withRows[0]!, old)];
    const youngOrphan = imageWithoutRow(withRows[0]!, new Date());
    test.info().annotations.push({ type: "left by the kills", description: `${leftByKills.length}: ${leftByKills.join(" ") || "nothing"}` });

    // The first sweep runs a minute after the server starts (lib/history/sweeper.ts); here, two seconds.
    app = await startApp(PORT, { DATA_DIR, LOG_LEVEL: "info", ORPHAN_SWEEP_AFTER_SECONDS: "2" });
    await expect.poll(() => app.output(), { timeout: 60_000, intervals: [1_000] }).toContain("orphan images swept");
    expect(app.output()).toContain(`"removed":${swept.length}`);
    expect(stored(".png").sort()).toEqual([...withRows, youngOrphan].sort());
    expect(stored(".partial")).toEqual([]);
  } finally {
    await app.stop();
  }
});

const WEBHOOK_SECRET = "whsec_crash";

const signIn = (email: string) => signInByMailbox(APP, email);

const sessionOf = async (cookie: string) =>
  (await (await fetch(`${APP}/api/session`, { headers: { Cookie: cookie } })).json()) as {
    signedIn: boolean;
    isPro?: boolean;
    user?: { email: string };
  };

test("sign-ins and Stripe's webhooks cut by kill -9: every account signs in, each payment event applied once", async () => {
  test.setTimeout(240_000);
  const stripe = await startStripeFake({ webhookSecret: WEBHOOK_SECRET, webhookUrl: `${APP}/api/stripe/webhook` });
  const env = {
    DATA_DIR,
    STRIPE_SECRET_KEY: "sk_test_crash",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: "price_monthly_test",
    STRIPE_PRICE_ANNUAL: "price_annual_test",
    STRIPE_API_URL: stripe.url,
  };
  let app: AppProcess = await startApp(PORT, env, { fresh: true });
  const buyers = Array.from({ length: 6 }, (_, i) => emailFor(`crash-buyer-${i}`));
  const newcomers = Array.from({ length: 6 }, (_, i) => emailFor(`crash-newcomer-${i}`));
  try {
    // Six people sign in and pay; Stripe holds their events, to send them all at once.
    const cookies = new Map<string, string>();
    stripe.hold(true);
    for (const email of buyers) {
      const cookie = await signIn(email);
      cookies.set(email, cookie);
      const checkout = await fetch(`${APP}/api/create-checkout-session`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: APP, Cookie: cookie },
        body: JSON.stringify({ priceId: "price_monthly_test" }),
      });
      expect(checkout.status).toBe(200);
      await stripe.completeCheckout(((await checkout.json()) as { sessionId: string }).sessionId);
    }
    const events = stripe.events().map((record) => record.event);
    expect(events.length).toBeGreaterThanOrEqual(buyers.length * 2);

    // The burst: half the events delivered, then the rest going out and six newcomers signing in as the server dies.
    const half = Math.ceil(events.length / 2);
    await stripe.deliver(events.slice(0, half));
    const rest = stripe.deliver(events.slice(half));
    const signIns = newcomers.map((email) => signIn(email).catch(() => null));
    await app.stop("SIGKILL");
    await Promise.all([rest, ...signIns]);
    const interrupted = stripe.events().filter((record) => record.deliveries.at(-1)?.status !== 200).length;
    expect(interrupted, "deliveries cut by the kill").toBeGreaterThan(0);
    test.info().annotations.push({ type: "cut", description: `${interrupted} of ${events.length} deliveries failed with the server gone` });

    app = await startApp(PORT, env);
    // Stripe sends again what was not acknowledged; here every event is sent again, the worst case.
    await stripe.deliver(events);
    for (const record of stripe.events()) expect(record.deliveries.at(-1)?.status, record.event.type).toBe(200);
    for (const email of buyers) {
      expect(await sessionOf(cookies.get(email)!), `${email}'s session from before the kill`).toMatchObject({ signedIn: true, isPro: true });
    }
    for (const email of [...buyers, ...newcomers]) expect((await sessionOf(await signIn(email))).user?.email).toBe(email);
  } finally {
    await app.stop();
    await stripe.close();
  }
  const stored = await paymentEventIds();
  for (const event of stripe.events().map((record) => record.event)) {
    expect(
      stored.filter((id) => id === event.id),
      `${event.type} ${event.id}`,
    ).toHaveLength(1);
  }
});
