/// <reference lib="webworker" />
/**
 * The service worker (decision record 015). Serwist bundles this file once, at build time, into /serwist/sw.js
 * (app/serwist/[path]/route.ts), with the list of the build's files to keep in place of `self.__SW_MANIFEST`.
 *
 * It keeps what the creator needs to work with no connection: the home page and the offline page in each language,
 * every script and style file, and the fonts the wallpaper is drawn with. The rules for everything else are in
 * rules.ts: pages always come from the network while there is one, and the API is never touched.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
  PrecacheRoute,
  type RouteMatchCallbackOptions,
  Serwist,
  type SerwistGlobalConfig,
  StaleWhileRevalidate,
} from "serwist";
import { OFFLINE_PAGES, offlineCopyFor, requestRule, type RequestRule } from "./rules";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // A kept page is the page at its address: sent no cookie and asking for English, so "/" is never the Chinese page
    // that a visitor's language cookie or browser would be redirected to, and the visitor's cookies stay as they are.
    // It asks for HTML as a browser does, and the home page kept is the one served with islands (lib/islands/static-page.ts).
    fetchOptions: { credentials: "omit", headers: { "Accept-Language": "en", Accept: "text/html" } },
  },
  // A new deploy's worker takes over as soon as it has kept the new files, and deletes the old ones.
  skipWaiting: true,
  clientsClaim: true,
  // The page's request starts while the worker wakes up.
  navigationPreload: true,
});

const matches =
  (rule: RequestRule) =>
  ({ url, request }: RouteMatchCallbackOptions) =>
    requestRule({ url, method: request.method, mode: request.mode }, self.location.origin) === rule;

/** From the network only; with no connection, the kept copy of the home page or the offline page in the address's language. */
const pages = new NetworkOnly({
  plugins: [
    new PrecacheFallbackPlugin({
      serwist,
      fallbackUrls: OFFLINE_PAGES.map((page) => ({ url: page, matcher: ({ request }) => offlineCopyFor(new URL(request.url).pathname) === page })),
    }),
  ],
});

// Serwist answers the addresses it keeps from its cache before any other route, and it keeps "/" and "/zh". Pages must
// come from the network while there is one (a deploy then shows at once, with files that match), so their route goes first.
const precache = serwist.routes.get("GET")?.find((route) => route instanceof PrecacheRoute);
if (precache) serwist.unregisterRoute(precache);
serwist.registerCapture(matches("page"), pages);
if (precache) serwist.registerRoute(precache);

serwist.registerCapture(
  matches("build-file"),
  new CacheFirst({
    cacheName: "build-files",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true })],
  }),
);
serwist.registerCapture(
  matches("site-image"),
  new StaleWhileRevalidate({ cacheName: "site-images", plugins: [new ExpirationPlugin({ maxEntries: 16, purgeOnQuotaError: true })] }),
);

serwist.addEventListeners();
