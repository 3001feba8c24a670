#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile defaults) on Debian Chromium against the production
 * build, for the home page, the FAQ, the blog and one article. Prints the four category scores.
 * Lighthouse is fetched by npx from the npm registry (12.8.2 is the newest that supports Node 20),
 * so it stays out of the project's install. Reports go to reports/lighthouse/.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const PORT = 3400;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ["/", "/faq", "/blog", "/blog/ultimate-guide-overcome-procrastination"];
const FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

if (!existsSync(`${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
mkdirSync("reports/lighthouse", { recursive: true });
const server = spawn("node_modules/.bin/next", ["start", "-H", "localhost", "-p", String(PORT)], {
  stdio: "ignore",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_URL: BASE },
});
try {
  for (let i = 0; i < 100 && !(await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 200));
  const rows = {};
  for (const page of PAGES) {
    const out = `reports/lighthouse/${page === "/" ? "home" : page.slice(1).replaceAll("/", "-")}`;
    const run = spawnSync(
      "npx",
      ["-y", "lighthouse@12.8.2", BASE + page, `--chrome-flags=${FLAGS}`, "--output=json", "--output=html", `--output-path=${out}`, "--quiet"],
      { stdio: "inherit", env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed on ${page}`);
    const report = JSON.parse(readFileSync(`${out}.report.json`, "utf8"));
    const score = (id) => Math.round(report.categories[id].score * 100);
    rows[page] = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: report.audits["largest-contentful-paint"].displayValue,
      TBT: report.audits["total-blocking-time"].displayValue,
      CLS: report.audits["cumulative-layout-shift"].displayValue,
    };
  }
  console.table(rows);
} finally {
  server.kill();
}
