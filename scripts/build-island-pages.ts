/**
 * `npm run build`'s last step, after `next build`: the pages served with islands (config/island-pages.ts) are made
 * once, in place of the documents Next wrote for them, which `next start` then serves as they are (decision record
 * 019). The build fails, naming what to do, when a page is missing, when the build's output is not laid out as this
 * step knows it (lib/next-build.ts), or when a page has a client component that is not an island: such a component
 * would show, and do nothing when used.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { islandPages } from "@/config/island-pages";
import { hasIslands, type IslandScripts, strayClientComponents, withIslands } from "@/lib/islands/static-page";
import { clientModules, flightRows, prerenderedPages, staticPageFile } from "@/lib/next-build";

const MANIFEST = "public/islands/manifest.json";

function fail(problems: readonly string[]): never {
  console.error(`The pages served with islands could not be made:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  process.exit(1);
}

if (!existsSync(MANIFEST)) fail([`${MANIFEST} is missing: build the islands first (node scripts/build-islands.mjs).`]);
const scripts = JSON.parse(readFileSync(MANIFEST, "utf8")) as IslandScripts;
const prerendered = prerenderedPages();
const modules = clientModules();
if (modules.size === 0)
  fail(["The build has no client reference manifests (server/app/**/*_client-reference-manifest.js): has Next changed its output?"]);

const problems: string[] = [];
const pages: { file: string; html: string }[] = [];
for (const page of islandPages()) {
  const file = staticPageFile(page, "html");
  if (!prerendered.has(page) || !existsSync(file)) {
    problems.push(`${page}: the build did not render it ahead of time (does it read the request, cookies or headers?).`);
    continue;
  }
  const html = readFileSync(file, "utf8");
  if (hasIslands(html, scripts)) continue;
  if (html.includes('src="/islands/')) {
    problems.push(`${page}: it was made with an earlier build of the islands. Run npm run build, which renders it again first.`);
    continue;
  }
  for (const { name, module } of strayClientComponents(flightRows(readFileSync(staticPageFile(page, "rsc"))), modules)) {
    problems.push(
      `${page}: the client component ${name} (${module}) is not an island. Served with islands, it would show and do nothing ` +
        "when used. Render it with <Island name=…> (registered in components/islands/registry.ts), or make it a server component.",
    );
  }
  try {
    pages.push({ file, html: withIslands(html, scripts) });
  } catch (error) {
    problems.push(`${page}: ${(error as Error).message}`);
  }
}
if (problems.length > 0) fail(problems);
for (const { file, html } of pages) writeFileSync(file, html);
console.log(`Pages served with islands: ${islandPages().length}, checked and made.`);
