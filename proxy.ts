import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { isUnder } from "@/config/private-pages";
import { contentSecurityPolicy } from "@/config/security-headers";
import { trustedOrigins } from "@/lib/auth/origins";
import { isArticleSlug } from "@/lib/content/article-files";
import { isDatabaseDown, RETRY_AFTER_SECONDS } from "@/lib/db/availability";
import { getServerEnv } from "@/lib/env";
import { methodsAt } from "@/lib/http/api-routes";
import { isCrossOriginWrite } from "@/lib/http/origin";
import { developmentIslandPageRequest, islandsInDevelopment } from "@/lib/islands/development";
import { FALLBACK_PAGES, staticPageScriptHashes } from "@/lib/http/page-scripts";
import { isSiteFile } from "@/lib/http/site-files";
import { LOCALE_PREFIXES, type Locale, routing } from "@/i18n/routing";
import { apiMessages } from "@/lib/i18n/server";

const ARTICLE_NOT_FOUND_PATH = "/article-not-found";
/** The "not found" page for an address that cannot be read, static in each language (app/[locale]/(site)/address-not-found). */
const ADDRESS_NOT_FOUND_PATH = "/address-not-found";
const UNAVAILABLE_PATH = "/unavailable";
/** The pages that read the database (the session, the plan, the history) before they can show anything. */
const DATABASE_PAGES = ["/history", "/account", "/subscription", "/payment", "/login", "/demo"] as const;
const CSP = "Content-Security-Policy";
const intl = createIntlMiddleware(routing);

/** An address as the steps see it: its language and its path in English ("/zh/faq" is Chinese "/faq"). */
interface Address {
  locale: Locale;
  path: string;
}

/** A step of the proxy: its answer, or undefined to leave the request to the next step. */
type Step = (request: NextRequest, address: Address) => NextResponse | undefined;

/**
 * Runs before the routes it matches, one step after another until one answers:
 * 0. an address whose escapes do not decode ("/history/%E0%A4", a link cut short) gets a 400 in the API's error shape, or
 *    the "not found" page in its language as static HTML with status 404 (and so does that page's own address); Next
 *    could not route it and answered 500;
 * 1. every API write from another website is refused, an API address no route has answers 404 and a method its route
 *    does not answer 405 (lib/http/api-routes.ts), and the rest of the API is left to its routes;
 * 2. the site's files (public/, robots.txt, the sitemap) are served as they are (lib/http/site-files.ts);
 * 3. an address under /blog/ that is not an article gets the "Article Not Found" page as static HTML with status 404
 *    (and so does that page's own address);
 * 4. while the database cannot be reached, the pages that need it answer 503 at once with a page that says so
 *    (lib/db/availability.ts), and open again by themselves when it answers;
 * 5. under `npm run dev:islands`, a public page served with islands is served as the build will serve it, so that a
 *    client component left outside an island does nothing there too (lib/islands/development.ts);
 * 6. a page the build rendered ahead of time is served as the build wrote it (with islands for the public pages,
 *    decision record 019), allowed to run exactly its own inline scripts (decision record 012);
 * 7. any other page is rendered per request, with a fresh nonce for its scripts.
 * A page address is resolved to its language on the way (next-intl, decision record 014): "/faq" is the English page
 * and "/zh/faq" the Chinese one (app/[locale]/...); a first visit whose browser asks for Chinese, or a visitor who
 * chose Chinese, is sent from an English address to the Chinese one.
 */
const STEPS: readonly Step[] = [
  undecodableAddress,
  api,
  siteFile,
  articleNotFound,
  databaseDown,
  islandPageInDevelopment,
  prerenderedPage,
  renderedPerRequest,
];

export function proxy(request: NextRequest) {
  const address = splitLocale(request.nextUrl.pathname);
  for (const step of STEPS) {
    const response = step(request, address);
    if (response) return response;
  }
  throw new Error("The last step answers every request");
}

function undecodableAddress(request: NextRequest, { locale, path }: Address): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  const readable = decodes(pathname);
  if (readable && path !== ADDRESS_NOT_FOUND_PATH) return undefined;
  if (!readable && pathname.startsWith("/api/")) return apiError(400, apiMessages(request)("invalidAddress"));
  return staticPageInstead(request, pagePath(locale, ADDRESS_NOT_FOUND_PATH), { status: 404 });
}

/** The API's one error shape, as the route wrapper answers it (lib/http/route.ts). */
function apiError(status: number, message: string, headers: Record<string, string> = {}) {
  return NextResponse.json({ success: false, message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Does every escape of `pathname` decode ("%E0%A4%A" and "%ZZ" do not)? */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function api(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith("/api/")) return undefined;
  // The messages are read only for a refusal: every API request passes here.
  const t = () => apiMessages(request);
  const env = getServerEnv();
  if (isCrossOriginWrite(request.method, request.headers, trustedOrigins(env), env.TRUSTED_PROXY_HOPS > 0)) {
    return apiError(403, t()("crossOrigin"));
  }
  const methods = methodsAt(pathname);
  if (!methods) return apiError(404, t()("apiNotFound"));
  if (!methods.includes(request.method)) {
    const allowed = methods.join(", ");
    return apiError(405, t()("methodNotAllowed", { method: request.method, allowed }), { Allow: allowed });
  }
  return NextResponse.next();
}

function siteFile(request: NextRequest): NextResponse | undefined {
  return isSiteFile(request.nextUrl.pathname) ? withNonce(request, { localize: false }) : undefined;
}

function articleNotFound(request: NextRequest, { locale, path }: Address): NextResponse | undefined {
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if ((slug === undefined || isArticleSlug(slug)) && path !== ARTICLE_NOT_FOUND_PATH) return undefined;
  return staticPageInstead(request, pagePath(locale, ARTICLE_NOT_FOUND_PATH), { status: 404 });
}

function databaseDown(request: NextRequest, { locale, path }: Address): NextResponse | undefined {
  if (!isDatabaseDown() || !isUnder(path, DATABASE_PAGES)) return undefined;
  return staticPageInstead(request, pagePath(locale, UNAVAILABLE_PATH), { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}

function islandPageInDevelopment(request: NextRequest, { locale, path }: Address): NextResponse | undefined {
  if (!islandsInDevelopment(request, pagePath(locale, path))) return undefined;
  return NextResponse.rewrite(...developmentIslandPageRequest(request, request.nextUrl));
}

function prerenderedPage(request: NextRequest, { locale, path }: Address): NextResponse | undefined {
  const hashes = staticPageScriptHashes(pagePath(locale, path));
  return hashes ? withScripts(localized(request, request.headers), hashes) : undefined;
}

function renderedPerRequest(request: NextRequest): NextResponse {
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

// Literal values: Next reads the matcher from the source at build time. Everything but Next's own script, style and
// image files, which keep next.config's script-free policy: any other address may turn out to be a page ("not found").
export const config = { matcher: ["/((?!_next/static/|_next/image|dev-island-page).*)"] };
