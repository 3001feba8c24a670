#!/usr/bin/env node
/**
 * `npm start`: serves the app at http://localhost:3000 on its embedded defaults, building it first
 * when there is no production build yet or when the build is stale: the sources (after a
 * `git pull` or an edit) or the settings the build reads (SITE_URL, NODE_ENV, NEXT_PUBLIC_*, the
 * .env files) differ from what it was made from. See scripts/build-hash.mjs.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildRecord, collectBuildInputs, formatRecord, parseRecord, staleReason } from "./build-hash.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const recordFile = path.join(distDir, "wallminder-build-hash");

const current = buildRecord(collectBuildInputs("."), process.env);
let reason;
if (!existsSync(path.join(distDir, "BUILD_ID"))) {
  reason = "there is no production build yet";
} else {
  const previous = existsSync(recordFile) ? parseRecord(readFileSync(recordFile, "utf8")) : undefined;
  reason = staleReason(previous, current);
}
if (reason) {
  console.log(`Building first (about a minute): ${reason}.`);
  rmSync(recordFile, { force: true });
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The record of the sources as they were when the build started: an edit made during the build
  // may be missing from it, and then the next start builds again.
  writeFileSync(recordFile, formatRecord(current));
  if (buildRecord(collectBuildInputs("."), process.env).hash !== current.hash) {
    console.log("The sources changed during the build: the next start builds again.");
  }
} else {
  console.log("The production build is up to date with the sources and settings.");
}
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "localhost";
// Our own server around Next's handler (scripts/server.mjs): the client's address and a clean stop on SIGTERM.
const server = spawnSync(process.execPath, ["scripts/server.mjs"], { stdio: "inherit", env: { ...env, PORT: port, HOST: host } });
process.exit(server.status ?? 0);
