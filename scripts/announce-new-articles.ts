/**
 * Announces articles that are new since the last announcement to search engines, through the
 * site's own POST /api/indexnow. Run after a deploy: `SITE_URL=https://… npm run announce`.
 * What was announced is kept in data/indexnow-announced.json so each article goes out once.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

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
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const slugs = readdirSync(path.join(process.cwd(), "content", "blog"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""));
  const announced = readAnnounced();
  const urls = newArticlePaths(slugs, announced);
  if (urls.length === 0) return console.log("No new articles to announce.");
  const response = await fetch(new URL("/api/indexnow", siteUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: siteUrl },
    body: JSON.stringify({ urls }),
  });
  const body = (await response.json()) as { success: boolean; error?: string };
  if (!body.success) {
    console.error(`Not announced: ${body.error}`);
    process.exit(1);
  }
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify([...announced, ...urls], null, 2) + "\n");
  console.log(`Announced ${urls.length} article(s):\n${urls.join("\n")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
