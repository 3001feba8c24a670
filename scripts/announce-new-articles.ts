/**
 * Announces articles that are new since the last announcement to search engines, through the
 * site's own POST /api/indexnow, which only the deploy step may call (it sends INDEXNOW_SECRET).
 * Run after a deploy: `SITE_URL=https://… INDEXNOW_SECRET=… npm run announce`.
 * What was announced is kept in data/indexnow-announced.json so each article goes out once.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { failureMessage } from "@/lib/api/common";
import { getServerEnv } from "@/lib/env";

const STATE_FILE = path.join(process.cwd(), "data", "indexnow-announced.json");

export function newArticlePaths(slugs: readonly string[], announced: readonly string[]): string[] {
  const done = new Set(announced);
  return slugs.map((slug) => `/blog/${slug}`).filter((url) => !done.has(url));
}

function readAnnounced(): string[] {
  try {
    return JSON.parse(readFileSync(STATE_FILE, "utf8")) as string[];
  } catch {
    return [];
  }
}

async function main() {
  const { SITE_URL: siteUrl, INDEXNOW_SECRET: secret } = getServerEnv();
  if (!secret) {
    console.error("Set INDEXNOW_SECRET (the same as the site's) to announce.");
    process.exit(1);
  }
  const slugs = readdirSync(path.join(process.cwd(), "content", "blog"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""));
  const announced = readAnnounced();
  const urls = newArticlePaths(slugs, announced);
  if (urls.length === 0) return console.log("No new articles to announce.");
  const response = await fetch(new URL("/api/indexnow", siteUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ urls }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    console.error(`Not announced: ${failureMessage(body) ?? `HTTP ${response.status}`}`);
    process.exit(1);
  }
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify([...announced, ...urls], null, 2) + "\n");
  console.log(`Announced ${urls.length} article(s):\n${urls.join("\n")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
