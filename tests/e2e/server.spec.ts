/**
 * The production server itself (scripts/server.mjs), each test on its own instance of the built app: which client
 * address the limits count, and a clean stop on SIGTERM.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "../helpers/test";
import { BASE_URL } from "../../playwright.config";
import { startFakeLlm } from "../fakes/llm-server";
import { type AppProcess, startApp } from "../helpers/app-process";

const PORT = Number(new URL(BASE_URL).port) + 5;
/** Its own PGlite, even when CI gives a Postgres: the limits counted here must start from nothing. */
const OWN_DATABASE = { DATA_DIR: "reports/e2e-server-data", DATABASE_URL: "" };

// Each test starts its own instance of the app, on the same port: one after the other.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let app: AppProcess | undefined;
test.afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** Asks for a sign-in link for a new address each time, claiming to come from `forwardedFor`. */
async function askForLink(url: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, "X-Forwarded-For": forwardedFor, "X-Real-IP": forwardedFor },
    body: JSON.stringify({ email: `proxy-${randomUUID().slice(0, 8)}@example.test`, callbackURL: "/auth/callback" }),
  });
  return response.status;
}

const madeUp = (i: number) => `198.51.100.${i + 1}`;

test("a client that makes up X-Forwarded-For addresses is still counted as itself", async () => {
  app = await startApp(PORT, { ...OWN_DATABASE, SIGN_IN_LIMIT_PER_IP: "3" }, { fresh: true });
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push(await askForLink(app.url, madeUp(i)));
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
});

test("behind one trusted proxy, the address that proxy wrote is the one counted", async () => {
  app = await startApp(PORT, { ...OWN_DATABASE, SIGN_IN_LIMIT_PER_IP: "3", TRUSTED_PROXY_HOPS: "1" }, { fresh: true });
  // Five people behind the proxy: five addresses, none over the limit.
  const people = [];
  for (let i = 0; i < 5; i++) people.push(await askForLink(app.url, madeUp(i)));
  expect(people).toEqual([200, 200, 200, 200, 200]);
  // One person who writes their own made-up entry to the left of the proxy's is counted by the proxy's entry.
  const one = [];
  for (let i = 0; i < 4; i++) one.push(await askForLink(app.url, `${madeUp(100 + i)}, 203.0.113.50`));
  expect(one).toEqual([200, 200, 200, 429]);
  // The dev mailbox opens to this machine only: a person the proxy reports from elsewhere gets nothing.
  expect((await fetch(`${app.url}/dev/mailbox`, { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(404);
  expect((await fetch(`${app.url}/dev/mailbox`, { headers: { "X-Forwarded-For": "127.0.0.1" } })).status).toBe(200);
});

test("SIGTERM lets the request in flight finish, then closes the database and exits 0", async () => {
  const llm = await startFakeLlm();
  try {
    llm.behave({ delayMs: 1500 });
    app = await startApp(PORT, { ...OWN_DATABASE, LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "fake-model", LLM_API_KEY: "sk-fake" }, { fresh: true });
    const inFlight = fetch(`${app.url}/api/process-tasks`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: "Buy milk\nCall mum", mode: "smart" }),
    });
    await expect.poll(() => llm.requests.length).toBe(1); // the server is waiting on the model
    const exited = app.stop("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { processed: unknown[] }).processed.length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(app.output()).toContain("database closed");
    // Nothing new is accepted once it has stopped.
    await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
  } finally {
    await llm.close();
  }
});
