#!/usr/bin/env node
/**
 * `npm test`: unit and route tests (Vitest), the production build and a type check, then the browser tests
 * (Playwright on Debian Chromium). Without Chromium the browser tests are skipped and the run
 * says so; under CI=true a missing Chromium is a failure. Ends with one line: N passed, N failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isCI = process.env.CI === "true" || process.env.CI === "1";
mkdirSync("reports", { recursive: true }); // not test-results/: Playwright empties that folder
for (const report of ["reports/unit.json", "reports/e2e.json"]) rmSync(report, { force: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const failures = [];
if (
  run("unit and route tests (Vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/unit.json"]) !== 0
) {
  failures.push("unit");
}

let browserNote = "";
if (!existsSync(CHROMIUM)) {
  browserNote = `Browser tests SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium).`;
  if (isCI) failures.push("chromium missing");
} else if (run("production build", "npm", ["run", "--silent", "build"], { NEXT_TELEMETRY_DISABLED: "1", TYPECHECK_AFTER_BUILD: "1" }) !== 0) {
  failures.push("build");
} else if (run("type check, route types included (TypeScript 7)", "npm", ["run", "--silent", "typecheck"]) !== 0) {
  failures.push("typecheck");
} else if (run("browser tests (Playwright, Chromium)", "npx", ["playwright", "test"]) !== 0) {
  failures.push("e2e");
}

const summary = spawnSync(
  "node",
  ["scripts/test-summary.mjs", "reports/unit.json", ...(existsSync("reports/e2e.json") ? ["reports/e2e.json"] : [])],
  {
    encoding: "utf8",
  },
);
if (browserNote) console.log(`\n${browserNote}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
process.stdout.write(summary.stdout);
process.exit(failures.length > 0 || summary.status !== 0 ? 1 : 0);
