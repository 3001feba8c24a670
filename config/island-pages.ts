// Relative, as config/private-pages.ts: a build step outside Next may read this file, where "@/" does not resolve.
import { routing } from "../i18n/routing";
import { listArticleSlugs } from "../lib/content/article-files";

/**
 * The public pages that are the same for every reader and are built ahead of time. Each is served as static HTML with
 * islands (decision record 019): the header's corner, the language links and the page's own controls hydrate, and
 * nothing else of React or Next's router is sent. Not here: /search, which is rendered per request for its `?q=`.
 */
const PATHS = ["", "/faq", "/about", "/support", "/privacy", "/terms", "/live", "/quiz/procrastination-type", "/blog"] as const;

/**
 * The pages served with islands, as the build names them (`{distDir}/server/app/{page}.html`): "/en", "/zh-CN/faq",
 * "/en/blog/{slug}". The build's last step (scripts/build-island-pages.ts) makes each of them, and fails the build when
 * one is missing or has a client component that is not an island.
 */
let pages: readonly string[] | undefined;

export function islandPages(): readonly string[] {
  // Worked out when first asked for (the build's last step, `npm run dev:islands`), not when the proxy loads this file.
  pages ??= routing.locales.flatMap((locale) => [...PATHS, ...listArticleSlugs().map((slug) => `/blog/${slug}`)].map((path) => `/${locale}${path}`));
  return pages;
}
