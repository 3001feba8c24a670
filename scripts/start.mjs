#!/usr/bin/env node
/**
 * `npm start`: serves the app at http://localhost:3000 on its embedded defaults, building it
 * first when there is no production build yet.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build yet: building first (about a minute).");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "localhost";
const server = spawnSync("npx", ["next", "start", "-H", host, "-p", port], { stdio: "inherit", env });
process.exit(server.status ?? 0);
