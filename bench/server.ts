/** The production build served for a benchmark on its own port, as `npm start` serves it, and Chromium to load it. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type Browser, chromium } from "@playwright/test";

function hasProductionBuild(): boolean {
  return existsSync(`${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`);
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    const up = await fetch(url).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Starts scripts/server.mjs on `port` and resolves once it answers its health check. */
async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<{ url: string; stop: () => void }> {
  const server = spawn(process.execPath, ["scripts/server.mjs"], {
    stdio: "ignore",
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "localhost" },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${url}/api/health`);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { url, stop: () => server.kill() };
}

/**
 * Runs a benchmark against the production build served on `port` with `env` added to its settings, and stops it
 * afterwards. Without a build it says so and skips.
 */
export async function withProductionServer(label: string, port: number, env: Record<string, string>, run: (url: string) => Promise<void>) {
  if (!hasProductionBuild()) {
    console.log(`\n${label} benchmark skipped: run \`npm run build\` first.`);
    return;
  }
  const server = await startProductionServer(port, env);
  try {
    await run(server.url);
  } finally {
    server.stop();
  }
}

/**
 * Runs a browser benchmark against the production build: serves it on `port`, launches Debian's Chromium, and
 * stops both afterwards. Without a build it says so and skips.
 */
export async function withServedBuild(label: string, port: number, run: (url: string, browser: Browser) => Promise<void>) {
  await withProductionServer(label, port, {}, async (url) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      await run(url, browser);
    } finally {
      await browser.close();
    }
  });
}
