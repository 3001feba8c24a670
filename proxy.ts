import { NextResponse, type NextRequest } from "next/server";
import { isUnder } from "@/config/private-pages";
import { contentSecurityPolicy } from "@/config/security-headers";
import { trustedOrigins } from "@/lib/auth/origins";
import { isArticleSlug } from "@/lib/content/article-files";
import { isDatabaseDown, RETRY_AFTER_SECONDS } from "@/lib/db/availability";
import { getServerEnv } from "@/lib/env";
import { isCrossOriginWrite } from "@/lib/http/origin";
import { FALLBACK_PAGES, staticPageScriptHashes } from "@/lib/http/page-scripts";
import { apiMessages } from "@/lib/i18n/server";

const ARTICLE_NOT_FOUND_PATH = "/article-not-found";
const UNAVAILABLE_PATH = "/unavailable";
/** The pages that read the database (the session, the plan, the history) before they can show anything. */
const DATABASE_PAGES = ["/history", "/account", "/subscription", "/payment", "/login", "/demo"] as const;
const CSP = "Content-Security-Policy";

/**
 * Runs before the routes it matches:
 * - every API write from another website is refused;
 * - an address under /blog/ that is not an article gets the "Article Not Found" page as static
 *   HTML with status 404 (and so does that page's own address);
 * - while the database cannot be reached, the pages that need it answer 503 at once with a page that says so
 *   (lib/db/availability.ts), and open again by themselves when it answers;
 * - every page gets the Content Security Policy that lets exactly its own inline scripts run (decision record 012).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return guardApiWrite(request);
  const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
  if ((slug !== undefined && !isArticleSlug(slug)) || pathname === ARTICLE_NOT_FOUND_PATH) {
    return staticPageInstead(request, ARTICLE_NOT_FOUND_PATH, { status: 404 });
  }
  if (isDatabaseDown() && isUnder(pathname, DATABASE_PAGES)) {
    return staticPageInstead(request, UNAVAILABLE_PATH, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
  }
  const hashes = staticPageScriptHashes(pathname);
  if (hashes) return withScripts(NextResponse.next(), hashes);
  return withNonce(request);
}

/** A page the build rendered: its inline scripts are allowed by their hashes, and it stays static. */
function withScripts(response: NextResponse, hashes: readonly string[]) {
  response.headers.set(CSP, contentSecurityPolicy(hashes));
  return response;
}

/** The build's static page `page` in place of the one asked for, at the same address, with `init`'s status. */
function staticPageInstead(request: NextRequest, page: string, init: ResponseInit) {
  const url = request.nextUrl.clone();
  url.pathname = page;
  url.search = "";
  return withScripts(NextResponse.rewrite(url, init), staticPageScriptHashes(page) ?? []);
}

/**
 * A page rendered per request: a fresh nonce, which Next reads from the request's policy and puts on every script it
 * writes. An address that matches no page gets the build's "not found" page, served as it is: its hashes come too.
 */
function withNonce(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const fallbacks = FALLBACK_PAGES.flatMap((page) => staticPageScriptHashes(page) ?? []);
  const policy = contentSecurityPolicy([`'nonce-${nonce}'`, ...fallbacks], { development: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  return response;
}

function guardApiWrite(request: NextRequest) {
  if (isCrossOriginWrite(request.method, request.headers, trustedOrigins(getServerEnv()))) {
    return NextResponse.json({ success: false, message: apiMessages()("crossOrigin") }, { status: 403 });
  }
  return NextResponse.next();
}

// Literal values: Next reads the matcher from the source at build time. Everything but Next's own script, style and
// image files, which keep next.config's script-free policy: any other address may turn out to be a page ("not found").
export const config = { matcher: ["/((?!_next/static/|_next/image).*)"] };
