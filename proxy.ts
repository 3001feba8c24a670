import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { isUnder } from "@/config/private-pages";
import { contentSecurityPolicy } from "@/config/security-headers";
import { trustedOrigins } from "@/lib/auth/origins";
import { isArticleSlug } from "@/lib/content/article-files";
import { isDatabaseDown, RETRY_AFTER_SECONDS } from "@/lib/db/availability";
import { getServerEnv } from "@/lib/env";
import { type IslandPage, islandPage } from "@/lib/http/island-pages";
import { isCrossOriginWrite } from "@/lib/http/origin";
import { FALLBACK_PAGES, staticPageScriptHashes } from "@/lib/http/page-scripts";
import { isSiteFile } from "@/lib/http/site-files";
import { LOCALE_PREFIXES, type Locale, routing } from "@/i18n/routing";
import { apiMessages } from "@/lib/i18n/server";

const ARTICLE_NOT_FOUND_PATH = "/article-not-found";
const UNAVAILABLE_PATH = "/unavailable";
/** The pages that read the database (the session, the plan, the history) before they can show anything. */
const DATABASE_PAGES = ["/history", "/account", "/subscription", "/payment", "/login", "/demo"] as const;
const CSP = "Content-Security-Policy";
const intl = createIntlMiddleware(routing);

/**
 * Runs before the routes it matches:
 * - every API write from another website is refused;
 * - the site's files (public/, robots.txt, the sitemap) are served as they are (lib/http/site-files.ts);
 * - a page address is resolved to its language (next-intl, decision record 014): "/faq" is the English page and
 *   "/zh/faq" the Chinese one (app/[locale]/...); a first visit whose browser asks for Chinese, or a visitor who chose
 *   Chinese, is sent from an English address to the Chinese one;
 * - an address under /blog/ that is not an article gets the "Article Not Found" page as static
 *   HTML with status 404 (and so does that page's own address);
 * - while the database cannot be reached, the pages that need it answer 503 at once with a page that says so
 *   (lib/db/availability.ts), and open again by themselves when it answers;
 * - a browser that asks for a public page's document gets it as static HTML with islands (lib/http/island-pages.ts);
 * - every page gets the Content Security Policy that lets exactly its own inline scripts run (decision record 012).
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/")) return guardApiWrite(request);
  if (isSiteFile(request.nextUrl.pathname)) return withNonce(request, { localize: false });
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if ((slug !== undefined && !isArticleSlug(slug)) || path === ARTICLE_NOT_FOUND_PATH) {
    return staticPageInstead(request, pagePath(locale, ARTICLE_NOT_FOUND_PATH), { status: 404 });
  }
  if (isDatabaseDown() && isUnder(path, DATABASE_PAGES)) {
    return staticPageInstead(request, pagePath(locale, UNAVAILABLE_PATH), { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
  }
  const hashes = staticPageScriptHashes(pagePath(locale, path));
  if (hashes) {
    const response = localized(request, request.headers);
    const islands = !isRedirect(response) && isDocumentRequest(request) ? islandPage(pagePath(locale, path)) : undefined;
    return islands ? islandResponse(request, response, islands) : withScripts(response, hashes);
  }
  return withNonce(request);
}

/**
 * The language an address is in and its path in English: "/zh/faq" is Chinese "/faq". An address with no language
 * prefix is English here; next-intl may still send the visitor to the Chinese one.
 */
function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    const prefix = LOCALE_PREFIXES[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return { locale, path: pathname.slice(prefix.length) || "/" };
  }
  return { locale: routing.defaultLocale, path: pathname };
}

/** Where a page lives in app/[locale] (and in the build's output): "/faq" in Chinese is "/zh-CN/faq", "/" is "/zh-CN". */
const pagePath = (locale: Locale, path: string) => `/${locale}${path === "/" ? "" : path}`;

/** A page the build rendered: its inline scripts are allowed by their hashes, and it stays static. */
function withScripts(response: NextResponse, hashes: readonly string[]) {
  if (!isRedirect(response)) response.headers.set(CSP, contentSecurityPolicy(hashes));
  return response;
}

/** The build's static page `page` (with its language: "/en/unavailable") in place of the one asked for, with `init`'s status. */
function staticPageInstead(request: NextRequest, page: string, init: ResponseInit) {
  const url = request.nextUrl.clone();
  url.pathname = page;
  url.search = "";
  return withScripts(NextResponse.rewrite(url, init), staticPageScriptHashes(page) ?? []);
}

/**
 * A browser (or the service worker, keeping the page) asking for the HTML, not Next's router asking for the page's
 * payload for a client navigation or a prefetch. Next takes its own headers and `_rsc` off the request before this
 * proxy sees it; what is left to tell them apart is that a browser's navigation asks for text/html and the router's
 * fetch for anything.
 */
function isDocumentRequest(request: NextRequest) {
  return (request.method === "GET" || request.method === "HEAD") && (request.headers.get("accept") ?? "").includes("text/html");
}

/** The island version of the page, with the cookie next-intl set on `localized` (the visitor's language). */
function islandResponse(request: NextRequest, localized: NextResponse, page: IslandPage) {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: page.etag,
    // One address, two answers: this document, or the payload Next's router asks for with these headers.
    Vary: "RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding",
    [CSP]: contentSecurityPolicy([]),
  });
  for (const cookie of localized.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (request.headers.get("if-none-match") === page.etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(request.method === "HEAD" ? null : page.html, { status: 200, headers });
}

/**
 * A page rendered per request: a fresh nonce, which Next reads from the request's policy and puts on every script it
 * writes. An address that matches no page gets the build's "not found" page, served as it is: its hashes come too.
 */
function withNonce(request: NextRequest, { localize = true } = {}) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const fallbacks = FALLBACK_PAGES.flatMap((page) => staticPageScriptHashes(page) ?? []);
  const policy = contentSecurityPolicy([`'nonce-${nonce}'`, ...fallbacks], { development: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  const response = localize ? localized(request, headers) : NextResponse.next({ request: { headers } });
  if (!isRedirect(response)) response.headers.set(CSP, policy);
  return response;
}

/**
 * next-intl's answer for the request: a redirect to the visitor's language, or a rewrite to the page in app/[locale]
 * with `headers` passed on to it (the policy among them). It is given the address as Next resolved it (nextUrl):
 * `request.url` names the host the server listens on, and a rewrite to another host would be proxied as external.
 */
function localized(request: NextRequest, headers: Headers) {
  return intl(new NextRequest(request.nextUrl.toString(), { headers, method: request.method }));
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

function guardApiWrite(request: NextRequest) {
  const env = getServerEnv();
  if (isCrossOriginWrite(request.method, request.headers, trustedOrigins(env), env.TRUSTED_PROXY_HOPS > 0)) {
    return NextResponse.json({ success: false, message: apiMessages(request)("crossOrigin") }, { status: 403 });
  }
  return NextResponse.next();
}

// Literal values: Next reads the matcher from the source at build time. Everything but Next's own script, style and
// image files, which keep next.config's script-free policy: any other address may turn out to be a page ("not found").
export const config = { matcher: ["/((?!_next/static/|_next/image).*)"] };
