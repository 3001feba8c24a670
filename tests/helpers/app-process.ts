/**
 * Runs the built app as its own process (scripts/server.mjs, as `npm start` does) for the browser tests that stop,
 * kill or multiply it: the crash test, the proxy-address test, SIGTERM, two instances on one database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export interface AppProcess {
  url: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions on its log. */
  output(): string;
  /** Sends a signal and waits for the process to exit; resolves with its exit code (null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The settings every test instance of the app starts with, before its own: its address on `localhost` (as `npm start`
 * binds), the Postgres server CI gives (else PGlite in DATA_DIR), and sign-in limits no test meets by accident (the
 * limits themselves are tested in Vitest and in server.spec.ts).
 */
export function testAppEnv(port: number, env: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "localhost",
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
    SIGN_IN_LIMIT_PER_IP: "10000",
    SIGN_IN_LIMIT_PER_EMAIL: "100",
    ...env,
  };
}

/** Every instance a test started is killed when the test worker exits, even when a test timed out while it started. */
const running = new Set<ChildProcess>();
process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

export async function startApp(port: number, env: Record<string, string>, { fresh = false } = {}): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  // A server left from an earlier run would answer in place of the one under test.
  if (await answers(`${url}/api/health`)) throw new Error(`port ${port} is taken by another server: stop it first`);
  if (fresh && env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ["scripts/server.mjs"], {
    env: { ...process.env, ...testAppEnv(port, env) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const app: AppProcess = {
    url,
    process: child,
    output: () => output,
    async stop(signal = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  for (let tries = 0; tries < 240; tries++) {
    if (child.exitCode !== null) throw new Error(`the app on ${url} exited at start:\n${output}`);
    if (
      await fetch(`${url}/api/health?ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return app;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await app.stop();
  throw new Error(`the app did not start on ${url}:\n${output}`);
}
