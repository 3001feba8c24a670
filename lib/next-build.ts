/**
 * What the app reads of Next's production build, in one place (docs/next-upgrades.md lists each behaviour and the test
 * that fails when an upgrade changes it):
 * - every page the build rendered ahead of time is listed in `{distDir}/prerender-manifest.json`, and written to
 *   `{distDir}/server/app/{page}.html` (its document, which `next start` serves as it is) and `{page}.rsc` (the payload
 *   Next's router asks for on a client navigation);
 * - the payload is React's Flight format: one row per line, `id:JSON`, `id:I[module, chunks, export]` for a client
 *   component, `id:T<hex length>,<text>`, and hints (`:HL[...]`) with no id;
 * - each page's `*_client-reference-manifest.js` names the module behind a client component's id.
 *
 * The app reads the documents while it runs (their inline scripts' hashes, lib/http/page-scripts.ts); the islands'
 * build step (scripts/build-island-pages.ts) reads the rest.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";

// Read while the app runs, never traced into the build's output (turbopackIgnore).
export const distDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR ?? ".next");

/**
 * The addresses of the pages the build rendered ahead of time ("/en", "/zh-CN/faq"); none without a build, and none
 * under `next dev`, which renders every page per request (a production build left in the folder is not what it serves).
 */
export function prerenderedPages(): Set<string> {
  if (process.env.NODE_ENV === "development") return new Set();
  const manifest = path.join(distDir(), "prerender-manifest.json");
  if (!existsSync(manifest)) return new Set();
  const { routes } = JSON.parse(readFileSync(manifest, "utf8")) as { routes: Record<string, unknown> };
  return new Set(Object.keys(routes));
}

/** Where the build wrote the page `page` ("/en"): its document (`html`) or its payload for the router (`rsc`). */
export const staticPageFile = (page: string, kind: "html" | "rsc") =>
  path.join(distDir(), "server", "app", `${page === "/" ? "/index" : page}.${kind}`);

/** A client component in a page's payload: the module it comes from and the name it is exported as. */
export interface ClientReference {
  module: string;
  name: string;
}

/** A row of a page's payload: a value (`model`), a client component (`client`), or text and hints (`other`). */
export type FlightRow = { kind: "model"; value: unknown } | { kind: "client"; id: string; name: string } | { kind: "other" };

/** The rows of a page's payload (React Flight, as Next writes it to `{page}.rsc`), by their id. */
export function flightRows(payload: Buffer): Map<string, FlightRow> {
  const rows = new Map<string, FlightRow>();
  let at = 0;
  const lineEnd = (from: number) => {
    const end = payload.indexOf(0x0a, from);
    return end < 0 ? payload.length : end;
  };
  while (at < payload.length) {
    if (payload[at] === 0x0a) {
      at += 1;
      continue;
    }
    const colon = payload.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = payload.toString("utf8", at, colon);
    const tag = /^[A-Z]+/.exec(payload.toString("latin1", colon + 1, colon + 4))?.[0] ?? "";
    if (tag === "T") {
      const comma = payload.indexOf(0x2c, colon);
      const length = Number.parseInt(payload.toString("latin1", colon + 2, comma), 16);
      rows.set(id, { kind: "other" });
      at = comma + 1 + length;
      continue;
    }
    const end = lineEnd(colon);
    const text = payload.toString("utf8", colon + 1 + tag.length, end);
    if (tag === "I") {
      const [moduleId, , name] = JSON.parse(text) as [string | number, unknown, string];
      rows.set(id, { kind: "client", id: String(moduleId), name });
    } else if (id !== "") {
      rows.set(id, tag === "" ? { kind: "model", value: JSON.parse(text) } : { kind: "other" });
    }
    at = end + 1;
  }
  return rows;
}

/** The module behind each client component's id in the build, from every page's client reference manifest. */
export function clientModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of manifestFiles(path.join(distDir(), "server", "app"))) {
    const sandbox: { __RSC_MANIFEST?: Record<string, { clientModules: Record<string, { id: string | number }> }> } = {};
    runInNewContext(readFileSync(file, "utf8"), { globalThis: sandbox });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [module, { id }] of Object.entries(manifest.clientModules)) modules.set(String(id), module.replace(/^\[project\]\//, ""));
    }
  }
  return modules;
}

function manifestFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => path.join(folder, file));
}
