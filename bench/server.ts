/** The production build served for a benchmark on its own port, as `npm start` serves it. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

export function hasProductionBuild(): boolean {
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
export async function startProductionServer(port: number): Promise<{ url: string; stop: () => void }> {
  const server = spawn(process.execPath, ["scripts/server.mjs"], {
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "localhost" },
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
