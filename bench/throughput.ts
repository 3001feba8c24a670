/**
 * What the server costs per request before our code does anything (issue 31): the built app (scripts/server.mjs, the
 * proxy, Next) against a bare Node HTTP server that answers `{"ok":true}`, in one run, with autocannon at 10
 * connections. Routes: GET /api/health (reads nothing), a page the build rendered (served as it is, with its
 * policy), and the home page's document (answered by the proxy from the islands build).
 * For each: requests per second, p50 latency, the server's CPU time per request (from /proc: the figure that depends
 * least on what else the machine runs), how many times the bare server's throughput is the route's, and how many times
 * the bare server's CPU time per request the route's is.
 * THROUGHPUT_ROUNDS rounds (3) of THROUGHPUT_SECONDS (5) per route, in turn, so noise from the machine falls on all of
 * them alike; the medians are printed. THROUGHPUT_BASELINE=<distDir>: another build of the app (an older commit's, made
 * with NEXT_DIST_DIR=.next-before npm run build), served by the same scripts/server.mjs and measured in the same rounds,
 * for a before and after.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { type AppProcess, startApp } from "../tests/helpers/app-process";

// The app, the baseline and the bare server, on three ports in a row.
const PORT = Number(process.env.THROUGHPUT_PORT ?? 3410);
const BASELINE_PORT = PORT + 1;
const BARE_PORT = PORT + 2;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 5);
const ROUNDS = Number(process.env.THROUGHPUT_ROUNDS ?? 3);
const CONNECTIONS = 10;
const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next";
const BASELINE = process.env.THROUGHPUT_BASELINE;

interface Route {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const BARE: Route = { name: "bare Node server (reference)", path: "/" };
/** What a browser says of the languages it reads: the proxy works out the page's language from it. */
const ACCEPT_LANGUAGE = { "accept-language": "en-US,en;q=0.9" };
const APP_ROUTES: Route[] = [
  { name: "GET /api/health (reads nothing)", path: "/api/health" },
  { name: "GET /faq (static page)", path: "/faq", headers: ACCEPT_LANGUAGE },
  { name: "GET / (home document, islands)", path: "/", headers: { accept: "text/html", ...ACCEPT_LANGUAGE } },
];

interface Server {
  label: string;
  url: string;
  pid: number;
  stop: () => Promise<unknown>;
}

interface Sample {
  rps: number;
  p50: number;
  cpuMsPerRequest: number;
}

const TICK_MS = 10; // Linux's USER_HZ is 100 on every machine we run on

/** The process's user and system CPU time so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // After the command's name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** A Node HTTP server that answers every request at once, as small as a server gets: the reference. */
async function startBare(): Promise<Server> {
  const source = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"ok":true}'); }).listen(${BARE_PORT}, "127.0.0.1", () => console.log("ready"));`;
  const child: ChildProcess = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return { label: "bare", url: `http://127.0.0.1:${BARE_PORT}`, pid: child.pid!, stop: () => (child.kill(), exited) };
}

async function startBuiltApp(label: string, port: number, distDir: string): Promise<Server> {
  const app: AppProcess = await startApp(
    port,
    { NEXT_DIST_DIR: distDir, DATA_DIR: `reports/bench-throughput-${label}-data`, LOG_LEVEL: "warn" },
    { fresh: true },
  );
  return { label, url: app.url, pid: app.process.pid!, stop: () => app.stop("SIGTERM") };
}

async function measure(server: Server, route: Route): Promise<Sample> {
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({ url: `${server.url}${route.path}`, connections: CONNECTIONS, duration: SECONDS, headers: route.headers });
  const cpu = cpuMs(server.pid) - cpuBefore;
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.warn(`${server.label} ${route.path}: ${bad} of ${result.requests.total} requests failed`);
  return { rps: result.requests.average, p50: result.latency.p50, cpuMsPerRequest: cpu / Math.max(1, result.requests.total) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function benchThroughput() {
  if (![DIST_DIR, BASELINE ?? DIST_DIR].every((distDir) => existsSync(`${distDir}/BUILD_ID`))) {
    console.log("\nThroughput benchmark skipped: run `npm run build` first.");
    return;
  }
  const servers: Server[] = [];
  try {
    servers.push(await startBare());
    servers.push(await startBuiltApp("app", PORT, DIST_DIR));
    if (BASELINE) servers.push(await startBuiltApp("baseline", BASELINE_PORT, BASELINE));
    const [bare, ...apps] = servers as [Server, ...Server[]];
    // A first short pass: the servers' code compiled and their caches filled, as after a while in production.
    for (const server of apps) {
      for (const route of APP_ROUTES)
        await autocannon({ url: `${server.url}${route.path}`, connections: CONNECTIONS, duration: 1, headers: route.headers });
    }

    const samples = new Map<string, Sample[]>();
    const ratios = new Map<string, number[]>();
    const cpuRatios = new Map<string, number[]>();
    // Per route, the app's CPU time per request over the baseline's, measured side by side in each round.
    const pairs = new Map<string, number[]>();
    const record = (key: string, sample: Sample, reference: Sample) => {
      samples.set(key, [...(samples.get(key) ?? []), sample]);
      ratios.set(key, [...(ratios.get(key) ?? []), reference.rps / sample.rps]);
      cpuRatios.set(key, [...(cpuRatios.get(key) ?? []), sample.cpuMsPerRequest / reference.cpuMsPerRequest]);
    };
    for (let round = 0; round < ROUNDS; round++) {
      const reference = await measure(bare, BARE);
      record(BARE.name, reference, reference);
      for (const route of APP_ROUTES) {
        // The app and the baseline one after the other on the same route, first one then the other in turn.
        const measured = new Map<Server, Sample>();
        for (const server of round % 2 ? [...apps].reverse() : apps) measured.set(server, await measure(server, route));
        for (const [server, sample] of measured) record(`${server.label}: ${route.name}`, sample, reference);
        const [app, baseline] = apps.map((server) => measured.get(server)!);
        if (baseline) pairs.set(route.name, [...(pairs.get(route.name) ?? []), app!.cpuMsPerRequest / baseline.cpuMsPerRequest]);
      }
    }
    const [load1, load5] = loadavg();
    console.log(
      `\nThroughput: ${ROUNDS} rounds of ${SECONDS} s per route at ${CONNECTIONS} connections, medians; ` +
        `load average ${load1!.toFixed(2)} (1 min), ${load5!.toFixed(2)} (5 min)`,
    );
    console.table(
      Object.fromEntries(
        [...samples].map(([key, runs]) => [
          key,
          {
            "req/s": Math.round(median(runs.map((run) => run.rps))),
            "p50 ms": median(runs.map((run) => run.p50)),
            "CPU ms/req": Number(median(runs.map((run) => run.cpuMsPerRequest)).toFixed(3)),
            "bare ÷ route": `${median(ratios.get(key)!).toFixed(1)}×`,
            "CPU ÷ bare": `${median(cpuRatios.get(key)!).toFixed(1)}×`,
          },
        ]),
      ),
    );
    if (pairs.size) {
      console.log("The app's CPU time per request ÷ the baseline's, the median of the rounds (each pair measured side by side):");
      console.table(Object.fromEntries([...pairs].map(([route, values]) => [route, { "app ÷ baseline": Number(median(values).toFixed(3)) }])));
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchThroughput();
