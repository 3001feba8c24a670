/**
 * `npm run dev:islands`: `next dev` serving the public pages with islands as the production build does (decision
 * record 019), so that a client component left outside an island is as dead here as it would be in production, where
 * its author is looking. The proxy sends a browser's request for such a page to app/dev-island-page/route.ts, which
 * asks the development server for the page (marked, so that the proxy lets it through this time) and rewrites it as
 * the build's last step does, with the islands' script that `scripts/build-islands.mjs --watch` keeps built. Without
 * the flag, `next dev` renders every page with Next, islands as ordinary client components.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { islandPages } from "@/config/island-pages";
import { contentSecurityPolicy } from "@/config/security-headers";
import { type IslandScripts, withIslands } from "./static-page";

/** Set by scripts/dev-islands.mjs. */
export const ISLANDS_IN_DEVELOPMENT = "WALLMINDER_ISLANDS_IN_DEV";
/** Marks the request for Next's own rendering of the page, which the proxy then lets through. */
const RENDERED_BY_NEXT = "x-wallminder-rendered-by-next";

/** Whether this request is a browser's, for the document of a page served with islands, under `npm run dev:islands`. */
export function islandsInDevelopment(request: Request, page: string): boolean {
  return (
    process.env.NODE_ENV === "development" &&
    process.env[ISLANDS_IN_DEVELOPMENT] === "1" &&
    !request.headers.has(RENDERED_BY_NEXT) &&
    request.method === "GET" &&
    (request.headers.get("accept") ?? "").includes("text/html") &&
    islandPages().includes(page)
  );
}

const ROUTE = "/dev-island-page";
/** The address asked for, as the proxy passes it on to the route (a rewritten request keeps its own URL there). */
const ADDRESS = "x-wallminder-island-address";

/** The request for `address` sent on to the route that serves it with islands: where to, and its headers. */
export function developmentIslandPageRequest(request: Request, address: URL): [URL, { request: { headers: Headers } }] {
  const headers = new Headers(request.headers);
  headers.set(ADDRESS, `${address.pathname}${address.search}`);
  return [new URL(ROUTE, address), { request: { headers } }];
}

/**
 * The answer of app/dev-island-page/route.ts: the page asked for as Next's development server renders it,
 * rewritten with islands (a redirect, such as to the visitor's language, is passed on as it is); 404 outside
 * `npm run dev:islands`.
 */
export async function developmentIslandPage(request: Request): Promise<Response> {
  const address = request.headers.get(ADDRESS) ?? "";
  if (process.env.NODE_ENV !== "development" || process.env[ISLANDS_IN_DEVELOPMENT] !== "1" || !address.startsWith("/")) {
    return new Response("Not found", { status: 404 });
  }
  const headers = new Headers(request.headers);
  headers.delete(ADDRESS);
  headers.set(RENDERED_BY_NEXT, "1");
  const rendered = await fetch(new URL(address, request.url), { headers, redirect: "manual" });
  if (!rendered.ok) return rendered;
  const manifest = path.join(/*turbopackIgnore: true*/ process.cwd(), "public/islands/manifest.json");
  const scripts = JSON.parse(readFileSync(manifest, "utf8")) as IslandScripts;
  return new Response(withIslands(await rendered.text(), scripts), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": contentSecurityPolicy([], { development: true }),
    },
  });
}
