/**
 * Load against the built app on 127.0.0.1 (scripts/server.mjs, PGlite, local disk), with autocannon, bounded in time.
 * Each route gets LOAD_SECONDS (10 by default) at 10 connections: requests per second, p50 and p99 latency, errors
 * (non-2xx and failed connections), and the server's resident memory (RSS) at its peak during the route and after it.
 * The reference, measured in the same run, is GET /api/health, the cheapest answer the server gives: each route's
 * throughput is also shown as a share of it. The server's memory is also given idle (started, nothing asked yet), at
 * its peak under the whole load, and after it (10 s quiet), for the aim of a 512 MB machine (docs/decisions/020).
 * Then, with LOAD_SOAK_MINUTES (10 unless set for `npm run bench:soak`, 0 otherwise), a realistic mix at a steady rate
 * with the memory sampled every 10 s: flat means no leak.
 * The database is PGlite in reports/bench-load-data-{port}, or the Postgres server TEST_DATABASE_URL names; the server
 * listens on LOAD_PORT (3400 by default).
 * Visitors come from many addresses (TRUSTED_PROXY_HOPS=1 and a made-up X-Forwarded-For per request), and renders
 * spread over twenty accounts, so that the per-address and per-account limits are not what is measured.
 * Last, a flood: twenty connections from one address asking for made-up live wallpaper addresses (404, then 429),
 * and a signed-in person's GET /api/me during it, against the same request while the server is quiet (the reference).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import autocannon, { type Request as CannonRequest, type Result } from "autocannon";
import { type AppProcess, startApp } from "../tests/helpers/app-process";
import { signInByMailbox } from "../tests/helpers/mailbox";

const PORT = Number(process.env.LOAD_PORT ?? 3400);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const SOAK_MINUTES = Number(process.env.LOAD_SOAK_MINUTES ?? 0);
const CONNECTIONS = 10;
const ACCOUNTS = 20;
const TASKS = "Pay rent before Friday\nWalk the dog\nCall the dentist\nBuy milk\nFinish the report today!!";

const randomAddress = () => `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;
const memoryMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const DATABASE = process.env.TEST_DATABASE_URL ? "Postgres" : "PGlite";
/**
 * The JavaScript heap limit the server gets, about what Node sets on a 512 MB machine: V8 sizes its old generation from
 * the memory it is told of (half of it on 64-bit, read in V8's source), and Node tells it a container's limit when
 * there is one. On a big machine the heap may grow to hundreds of megabytes of garbage before V8 collects it (4 GB is
 * its limit on the 24 GB build machine), which says nothing of what the server needs. LOAD_HEAP_MB sets another
 * limit; 0 leaves Node's own for the machine.
 */
const HEAP_MB = Number(process.env.LOAD_HEAP_MB ?? 256);

/** The server's resident memory every 250 ms while `during` runs, and its peak. */
async function peakMemoryDuring<T>(pid: number, during: Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = memoryMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, memoryMb(pid))), 250);
  try {
    const result = await during;
    return { result, peakMb: Math.max(peakMb, memoryMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs a person in through the mailbox, as the browser tests do, from a made-up address; returns their session cookie. */
const signIn = (app: AppProcess, n: number) =>
  signInByMailbox(app.url, `load-${n}-${Date.now()}@example.test`, { "X-Forwarded-For": randomAddress() });

async function becomePro(app: AppProcess, cookie: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const { sessionId } = (await (await post("/api/create-checkout-session", { priceId: "demo_price_monthly" })).json()) as { sessionId: string };
  await post(`/api/demo/checkout/${sessionId}`, { action: "pay" });
}

interface Row {
  name: string;
  "req/s": number;
  "vs health": string;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
  "MB peak": number;
  "MB after": number;
}

/** A new client address for each request (many visitors, not one), after the request's own set-up. */
function fromManyAddresses(request: CannonRequest): CannonRequest {
  return {
    ...request,
    setupRequest: (req, context) => {
      const own = request.setupRequest;
      const base = typeof own === "function" ? own(req, context) : req;
      return { ...base, headers: { ...base.headers, "x-forwarded-for": randomAddress() } };
    },
  };
}

function cannon(app: AppProcess, requests: CannonRequest[]): Promise<Result> {
  return autocannon({ url: app.url, connections: CONNECTIONS, duration: SECONDS, requests: requests.map(fromManyAddresses) });
}

export async function benchLoad() {
  if (!existsSync(`${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`)) {
    console.log("\nLoad benchmark skipped: run `npm run build` first.");
    return;
  }
  const app = await startApp(
    PORT,
    {
      // Its own folder per port: two runs side by side must not wipe each other's database.
      DATA_DIR: `reports/bench-load-data-${PORT}`,
      TRUSTED_PROXY_HOPS: "1",
      FREE_DAILY_SERVER_RENDERS: "1000000",
      LOG_LEVEL: "warn",
      NODE_OPTIONS: [process.env.NODE_OPTIONS, HEAP_MB ? `--max-old-space-size=${HEAP_MB}` : ""].filter(Boolean).join(" "),
    },
    { fresh: true },
  );
  const pid = app.process.pid!;
  try {
    // Idle: started and ready (the database open and migrated), nothing asked yet.
    await settle(2000);
    const idleMb = memoryMb(pid);
    const cookies = await Promise.all(Array.from({ length: ACCOUNTS }, (_, n) => signIn(app, n)));
    await becomePro(app, cookies[0]!);
    // A Pro member with a first page of history to read.
    for (let i = 0; i < 24; i++) {
      await fetch(`${app.url}/api/wallpaper/save`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: app.url, Cookie: cookies[0]! },
        body: JSON.stringify({ text: `Wallpaper ${i}\n${TASKS}`, options: { width: 1179, height: 2556, generation_mode: "plain" } }),
      });
    }
    const json = { "content-type": "application/json" };
    let account = 0;
    const scenarios: Array<[string, CannonRequest[]]> = [
      ["GET /api/health (reference)", [{ method: "GET", path: "/api/health" }]],
      ["GET / (home)", [{ method: "GET", path: "/" }]],
      ["GET /blog/text-lists-fail", [{ method: "GET", path: "/blog/text-lists-fail" }]],
      [
        "POST /api/process-tasks (smart)",
        [{ method: "POST", path: "/api/process-tasks", headers: json, body: JSON.stringify({ text: TASKS, mode: "smart" }) }],
      ],
      [
        "POST /api/wallpaper/generate (signed in)",
        [
          {
            method: "POST",
            path: "/api/wallpaper/generate",
            headers: json,
            body: JSON.stringify({ text: TASKS, options: { width: 1179, height: 2556, generation_mode: "plain" } }),
            // Twenty people, in turn.
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[account++ % ACCOUNTS]! } }),
          },
        ],
      ],
      ["GET /api/wallpaper/history (Pro, first page)", [{ method: "GET", path: "/api/wallpaper/history", headers: { cookie: cookies[0]! } }]],
    ];
    const rows: Row[] = [];
    let reference = 0;
    // LOAD_ONLY=flood: the flood alone.
    for (const [name, requests] of process.env.LOAD_ONLY === "flood" ? [] : scenarios) {
      const { result, peakMb } = await peakMemoryDuring(pid, cannon(app, requests));
      const rps = result.requests.average;
      if (!reference) reference = rps;
      rows.push({
        name,
        "req/s": Math.round(rps),
        "vs health": `${((rps / reference) * 100).toFixed(1)}%`,
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
        "MB peak": Math.round(peakMb),
        "MB after": Math.round(memoryMb(pid)),
      });
    }
    const heap = HEAP_MB ? `a ${HEAP_MB} MB heap limit (a 512 MB machine's)` : "Node's heap limit for this machine";
    console.log(`\nLoad: ${SECONDS} s per route, ${CONNECTIONS} connections, the built app on ${DATABASE} and local disk, ${heap}`);
    console.table(Object.fromEntries(rows.map(({ name, ...figures }) => [name, figures])));
    if (rows.length) {
      await settle(10_000);
      const peakMb = Math.max(...rows.map((row) => row["MB peak"]));
      console.log(
        `Server memory (RSS) on ${DATABASE}: idle ${Math.round(idleMb)} MB, under load ${peakMb} MB at peak, ` +
          `after ${Math.round(memoryMb(pid))} MB (10 s quiet). Aim for a 512 MB machine: idle < 300, under load < 450.`,
      );
    }
    if (process.env.SAVE_BASELINE)
      writeFileSync("bench/load-baseline.json", `${JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, rows }, null, 2)}\n`);
    else printBaseline();

    await flood(app, cookies[1]!);

    if (SOAK_MINUTES > 0) await soak(app, cookies);
  } finally {
    await app.stop("SIGTERM");
  }
}

function printBaseline() {
  try {
    const baseline = JSON.parse(readFileSync("bench/load-baseline.json", "utf8")) as { date: string; rows: Row[] };
    console.log(`Baseline from ${baseline.date.slice(0, 10)} (bench/load-baseline.json; SAVE_BASELINE=1 rewrites it):`);
    console.table(
      Object.fromEntries(baseline.rows.map(({ name, ...figures }) => [name, { "req/s": figures["req/s"], "p99 ms": figures["p99 ms"] }])),
    );
  } catch {
    console.log("No baseline yet: SAVE_BASELINE=1 npm run bench:load writes bench/load-baseline.json.");
  }
}

/**
 * What refusals cost everyone else: a signed-in GET /api/me, one connection, while quiet and then during a flood of
 * twenty connections from one address to made-up live wallpaper addresses, which the limits soon refuse (429).
 */
async function flood(app: AppProcess, cookie: string) {
  const me = () =>
    autocannon({ url: app.url, connections: 1, duration: SECONDS, requests: [{ method: "GET", path: "/api/me", headers: { cookie } }] });
  const quiet = await me();
  let n = 0;
  const flooding = autocannon({
    url: app.url,
    connections: 20,
    duration: SECONDS + 2,
    requests: [
      {
        method: "GET",
        path: "/api/live/made-up",
        setupRequest: (req) => ({
          ...req,
          path: `/api/live/${"x".repeat(30)}${n++}`,
          headers: { ...req.headers, "x-forwarded-for": "203.0.113.66" },
        }),
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = await me();
  const flood = await flooding;
  const statuses = Object.entries(flood.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count}×${status}`)
    .join(" ");
  console.log(`
Flood: 20 connections from one address to made-up live addresses (${Math.round(flood.requests.average)} req/s: ${statuses})`);
  console.table({
    "GET /api/me, quiet (reference)": { "p50 ms": quiet.latency.p50, "p99 ms": quiet.latency.p99, "req/s": Math.round(quiet.requests.average) },
    "GET /api/me, during the flood": { "p50 ms": during.latency.p50, "p99 ms": during.latency.p99, "req/s": Math.round(during.requests.average) },
  });
  console.log(`During the flood / quiet, p50: ${(during.latency.p50 / Math.max(quiet.latency.p50, 0.1)).toFixed(2)}× (aim: 1.5× or less)`);
}

/** A mix of what people do, at a steady 40 requests per second, with the server's memory every 10 s. */
async function soak(app: AppProcess, cookies: string[]) {
  const json = { "content-type": "application/json" };
  let account = 0;
  const samples: number[] = [memoryMb(app.process.pid!)];
  const timer = setInterval(() => samples.push(memoryMb(app.process.pid!)), 10_000);
  const mix: CannonRequest[] = [
    { method: "GET", path: "/" },
    { method: "GET", path: "/blog/text-lists-fail" },
    { method: "POST", path: "/api/process-tasks", headers: json, body: JSON.stringify({ text: TASKS, mode: "emoji" }) },
    {
      method: "POST",
      path: "/api/wallpaper/generate",
      headers: json,
      body: JSON.stringify({ text: TASKS, options: { width: 1179, height: 2556, generation_mode: "plain" } }),
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[account++ % cookies.length]! } }),
    },
    { method: "GET", path: "/api/wallpaper/history", headers: { cookie: cookies[0]! } },
  ];
  const result = await autocannon({
    url: app.url,
    connections: 8,
    overallRate: 40,
    duration: SOAK_MINUTES * 60,
    requests: mix.map(fromManyAddresses),
  });
  clearInterval(timer);
  samples.push(memoryMb(app.process.pid!));
  const settled = samples.slice(Math.floor(samples.length / 3));
  console.log(
    `\nSoak: ${SOAK_MINUTES} min at 40 req/s (a mix of pages, task processing, renders and history): ` +
      `${result.requests.total} requests, ${result.non2xx + result.errors} errors, p99 ${result.latency.p99} ms`,
  );
  console.log(`Memory every 10 s (MB): ${samples.map((mb) => Math.round(mb)).join(" ")}`);
  console.log(
    `After the first third: min ${Math.round(Math.min(...settled))} MB, max ${Math.round(Math.max(...settled))} MB, last ${Math.round(samples.at(-1)!)} MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
