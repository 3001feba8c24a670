/**
 * Load against the built app on 127.0.0.1 (scripts/server.mjs, PGlite, local disk), with autocannon, bounded in time.
 * Each route gets LOAD_SECONDS (10 by default) at 10 connections: requests per second, p50 and p99 latency, errors
 * (non-2xx and failed connections), and the server's resident memory before and after. The reference, measured in the
 * same run, is GET /api/health, the cheapest answer the server gives: each route's throughput is also shown as a share
 * of it. Then, with LOAD_SOAK_MINUTES (10 for `npm run bench:soak`, 0 otherwise), a realistic mix at a steady rate
 * with the memory sampled every 10 s: flat means no leak.
 * Visitors come from many addresses (TRUSTED_PROXY_HOPS=1 and a made-up X-Forwarded-For per request), and renders
 * spread over twenty accounts, so that the per-address and per-account limits are not what is measured.
 * Last, a flood: twenty connections from one address asking for made-up live wallpaper addresses (404, then 429),
 * and a signed-in person's GET /api/me during it, against the same request while the server is quiet (the reference).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import autocannon, { type Request as CannonRequest, type Result } from "autocannon";
import { type AppProcess, startApp } from "../tests/helpers/app-process";
import { signInByMailbox } from "../tests/helpers/mailbox";

const PORT = 3400;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const SOAK_MINUTES = Number(process.env.LOAD_SOAK_MINUTES ?? 0);
const CONNECTIONS = 10;
const ACCOUNTS = 20;
const TASKS = "Pay rent before Friday\nWalk the dog\nCall the dentist\nBuy milk\nFinish the report today!!";

const randomAddress = () => `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;
const memoryMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

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
  "MB before": number;
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
    { DATA_DIR: "reports/bench-load-data", TRUSTED_PROXY_HOPS: "1", FREE_DAILY_SERVER_RENDERS: "1000000", LOG_LEVEL: "warn" },
    { fresh: true },
  );
  try {
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
      const before = memoryMb(app.process.pid!);
      const result = await cannon(app, requests);
      const rps = result.requests.average;
      if (!reference) reference = rps;
      rows.push({
        name,
        "req/s": Math.round(rps),
        "vs health": `${((rps / reference) * 100).toFixed(1)}%`,
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
        "MB before": Math.round(before),
        "MB after": Math.round(memoryMb(app.process.pid!)),
      });
    }
    console.log(`\nLoad: ${SECONDS} s per route, ${CONNECTIONS} connections, the built app on PGlite and local disk`);
    console.table(Object.fromEntries(rows.map(({ name, ...figures }) => [name, figures])));
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
