/**
 * What the service worker (lib/offline/service-worker.ts) does with each request, as plain functions that it, the
 * route that builds it and the tests share (decision record 015). The worker keeps the creator working with no
 * connection; it never keeps anything personal: the API and the signed-in pages always go to the network.
 */
import { isPrivatePath } from "@/config/private-pages";
import { type Locale, LOCALE_PREFIXES, localizedPath, routing } from "@/i18n/routing";

/** The page that says a page needs a connection (app/[locale]/offline). */
export const OFFLINE_PATH = "/offline";

/** The pages every worker keeps a copy of: the home page, which holds the creator, and the offline page, in every language. */
export const OFFLINE_PAGES: readonly string[] = routing.locales.flatMap((locale) => [
  localizedPath(locale, "/"),
  localizedPath(locale, OFFLINE_PATH),
]);

/**
 * - "page": a page the browser opens. Always from the network, and never kept: with no connection, the kept copy of
 *   the home page (for the home page) or the offline page in the address's language.
 * - "build-file": Next's script, style and font files. Their names change with their contents, so a kept copy is
 *   never stale: from the cache, else from the network, then kept (the fonts' Chinese subsets arrive this way).
 * - "site-image": the icons; kept, and refreshed in the background.
 * - "network": everything else, the API above all: the worker does not answer, and nothing is kept.
 */
export type RequestRule = "page" | "build-file" | "site-image" | "network";

export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
}

const SITE_IMAGES = /^\/(?:icon\.svg|apple-icon\.png|icons\/[\w.-]+\.png)$/;

export function requestRule({ url, method, mode }: RequestFacts, origin: string): RequestRule {
  if (method !== "GET" || url.origin !== origin) return "network";
  // Every page, a signed-in one too, is a "page": from the network only, so none is ever kept.
  if (mode === "navigate") return "page";
  // The API (/api/live/... carries secret addresses) and whatever a signed-in page asks for.
  if (isPrivatePath(url.pathname)) return "network";
  if (url.pathname.startsWith("/_next/static/")) return "build-file";
  if (SITE_IMAGES.test(url.pathname)) return "site-image";
  return "network";
}

/** The language an address is in: "/zh/history" is Chinese. */
function localeOf(pathname: string): Locale {
  const prefixed = routing.locales.find((locale) => {
    const prefix = LOCALE_PREFIXES[locale];
    return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  return prefixed ?? routing.defaultLocale;
}

/** The kept page shown for a page that could not be reached: the home page's own copy, else the offline page in its language. */
export function offlineCopyFor(pathname: string): string {
  return OFFLINE_PAGES.includes(pathname) ? pathname : localizedPath(localeOf(pathname), OFFLINE_PATH);
}
