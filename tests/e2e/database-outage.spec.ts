/**
 * The Postgres server goes away while the app runs, and comes back: the app answers a clear 503 within seconds (never
 * hangs), the creator keeps previewing and downloading, and when the server answers again everything works without a
 * restart. The app reaches Postgres through a TCP relay the test can cut and restore, as a stopped server or a lost
 * network would. Needs TEST_DATABASE_URL (CI gives Postgres); PGlite runs inside the app and cannot go away.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket, connect } from "node:net";
import { expect, test } from "../helpers/test";
import { BASE_URL } from "../../playwright.config";
import { type AppProcess, startApp } from "../helpers/app-process";
import { signInByMailbox } from "../helpers/mailbox";

const DATABASE = process.env.TEST_DATABASE_URL;
test.skip(!DATABASE, "a database outage needs a Postgres server (TEST_DATABASE_URL)");
test.setTimeout(180_000);

const PORT = Number(new URL(BASE_URL).port) + 8;

/** A TCP relay to Postgres that can be cut (every connection dropped, new ones refused) and restored on the same port. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(
    private readonly target: URL,
    readonly port: number,
  ) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.sockets.forEach((socket) => socket.destroy());
    await closed;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

test("Postgres stopped: a clear 503 within seconds, the creator still works, and all is back when it returns", async ({ page }) => {
  const target = new URL(DATABASE!);
  const relay = new Relay(target, PORT + 100);
  await relay.open();
  const relayed = new URL(DATABASE!);
  relayed.hostname = "127.0.0.1";
  relayed.port = String(relay.port);
  const app: AppProcess = await startApp(PORT, { DATABASE_URL: relayed.href, DATA_DIR: "reports/e2e-outage-data" }, { fresh: true });
  try {
    // A person signs in while all is well.
    const email = `outage-${randomUUID().slice(0, 8)}@example.test`;
    const cookie = await signInByMailbox(app.url, email);
    const get = (path: string) =>
      fetch(`${app.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual", signal: AbortSignal.timeout(20_000) });
    expect((await get("/account")).status).toBe(200);

    await relay.cut();

    // Every answer comes within seconds; the pages that need the database say why, with 503 and Retry-After.
    const session = await timed(() => get("/api/session"));
    expect(session.ms, "the API answers without waiting on the lost server").toBeLessThan(5_000);
    expect(session.value.status).toBe(503);
    expect(session.value.headers.get("retry-after")).toBe("5");
    expect(await session.value.json()).toEqual({ success: false, message: expect.stringMatching(/can't reach our database/) });
    const account = await timed(() => get("/account"));
    expect(account.ms).toBeLessThan(5_000);
    expect(account.value.status).toBe(503);
    expect(await account.value.text()).toMatch(/We(&#x27;|')ll be right back/);

    // The creator needs no database: a visitor previews and downloads as ever.
    await page.goto(`${app.url}/`);
    await page.getByRole("textbox", { name: "Your tasks" }).fill("Water the plants\nCall the bank");
    await page.getByRole("button", { name: "Generate Preview" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);

    // What a person sees on a page that needs it.
    await page.goto(`${app.url}/history`);
    await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();

    await relay.open();

    // Back without a restart: within a few seconds the same session opens the same pages.
    await expect.poll(async () => (await get("/account")).status, { timeout: 15_000, intervals: [500] }).toBe(200);
    const back = (await (await get("/api/session")).json()) as { user?: { email?: string } };
    expect(back.user?.email).toBe(email);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "We'll be right back" })).toHaveCount(0);
    // This browser is a visitor's: the history works again, and sends it to sign in first.
    await expect(page).toHaveURL(/\/login\?next=%2Fhistory$/);
    expect(app.output()).not.toMatch(/uncaught|unhandled/i);
  } finally {
    await app.stop();
    await relay.cut().catch(() => undefined);
  }
});
