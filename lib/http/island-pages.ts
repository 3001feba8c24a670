/**
 * The pages served as static HTML with islands (decision record 006, 2026-11-26): the public pages built ahead of
 * time (config/island-pages.ts). The build renders them like any other (`{distDir}/server/app/{page}.html`); for a
 * browser's request of the document, the page is sent without Next's scripts and payload, with the islands' script in
 * their place (islands/main.tsx), which hydrates only the parts a person can use: the header's corner, the language
 * links, the creator, the upgrade button, the quiz, the live address. React and Next's router starting up over the
 * whole page were most of a phone's blocking time before the first tap.
 *
 * A client navigation to the page (a Link from another page) still asks Next for its payload, and Next renders it
 * into the page it came from, islands and all, as ordinary client components.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { ISLAND_PAGES } from "@/config/island-pages";

const islandPages: ReadonlySet<string> = new Set(ISLAND_PAGES);

export interface IslandPage {
  html: string;
  etag: string;
}

// Read while the app runs, never traced into the build's output (turbopackIgnore).
const distDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR ?? ".next");
const manifestFile = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), "public/islands/manifest.json");

const cache = new Map<string, IslandPage | null>();

/**
 * The island version of the build's page `page` ("/en", "/zh-CN/faq"), or undefined when there is none: the page is not
 * one of ISLAND_PAGES (config/island-pages.ts), or there is no production build or no islands' script (`next dev`, a bare `next build`).
 */
export function islandPage(page: string): IslandPage | undefined {
  if (!islandPages.has(page)) return undefined;
  if (!cache.has(page)) cache.set(page, readIslandPage(page));
  return cache.get(page) ?? undefined;
}

function readIslandPage(page: string): IslandPage | null {
  const file = path.join(distDir(), "server", "app", `${page}.html`);
  const manifest = manifestFile();
  if (!existsSync(file) || !existsSync(manifest)) return null;
  const scripts = JSON.parse(readFileSync(manifest, "utf8")) as IslandScripts;
  const html = withIslands(readFileSync(file, "utf8"), scripts);
  return { html, etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
}

/** The islands' scripts, as scripts/build-islands.mjs lists them in public/islands/manifest.json. */
export interface IslandScripts {
  /** Holds clicks on islands until they hydrate (islands/early-input.ts): runs as soon as it arrives. */
  early: string;
  /** Hydrates the islands (islands/main.tsx). */
  main: string;
}

/**
 * `html` without the scripts that start Next's router (its chunks, their preloads, the inline payload and bootstrap),
 * with the islands' scripts loaded as modules instead. Data blocks (JSON-LD) stay: search engines read them.
 */
export function withIslands(html: string, { early, main }: IslandScripts): string {
  const cuts: [number, number][] = [];
  let head = -1;
  let open: { start: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && !isDataBlock(attributes.type)) open = { start: parser.startIndex };
        if (name === "link" && attributes.as === "script" && /^(preload|modulepreload)$/i.test(attributes.rel ?? "")) {
          cuts.push([parser.startIndex, parser.endIndex + 1]);
        }
      },
      onclosetag(name) {
        if (name === "script" && open) {
          cuts.push([open.start, parser.endIndex + 1]);
          open = null;
        }
        if (name === "head") head = parser.startIndex;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (head < 0) throw new Error("The page has no </head>");
  let result = "";
  let from = 0;
  for (const [start, end] of [...cuts, [head, head] as [number, number]].sort((a, b) => a[0] - b[0])) {
    result += html.slice(from, start);
    if (start === head && end === head) result += `<script type="module" async src="${early}"></script><script type="module" src="${main}"></script>`;
    from = end;
  }
  return result + html.slice(from);
}

function isDataBlock(type: string | undefined): boolean {
  const essence = (type ?? "").trim().toLowerCase();
  return essence !== "" && essence !== "module" && essence !== "text/javascript" && essence !== "application/javascript";
}
