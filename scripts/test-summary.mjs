#!/usr/bin/env node
/**
 * Prints one plain line, "N passed, N failed, N skipped", from Vitest and Playwright JSON reports, preceded by the
 * name of every failed test and every flaky one (failed, then passed on retry), so that a run's last lines say
 * what went wrong.
 */
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

/** Playwright nests suites by file and describe block; its specs hold one test per project. */
function* playwrightSpecs(suite, titles = []) {
  const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, titles: path };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, path);
}

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing report ${file}`);
    failed++;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const where = result.name.replace(`${process.cwd()}/`, "");
      for (const test of result.assertionResults ?? []) {
        if (test.status === "failed") lines.push(`FAILED  ${where} > ${test.fullName}`);
      }
      if (result.status === "failed" && (result.assertionResults ?? []).length === 0) {
        lines.push(`FAILED  ${where}: ${(result.message ?? "").split("\n")[0]}`);
      }
    }
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) {
      for (const { spec, titles } of playwrightSpecs(suite)) {
        for (const test of spec.tests ?? []) {
          if (test.status !== "unexpected" && test.status !== "flaky") continue;
          const label = test.status === "flaky" ? "FLAKY " : "FAILED";
          const message = test.results?.find((r) => r.error)?.error?.message ?? "";
          const error = message.replace(/\u001b\[[0-9;]*m/g, "").split("\n")[0];
          lines.push(`${label}  [${test.projectName}] ${spec.file} > ${[...titles, spec.title].join(" > ")}  ${error}`);
        }
      }
    }
  }
}
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
