import { routing } from "@/i18n/routing";

/** The public pages served as static HTML with islands (decision record 019), by their English address. */
const ISLAND_ADDRESSES = ["/"] as const;

/**
 * The same pages as the build names them, in every language ("/en", "/zh-CN"): scripts/build-island-pages.ts makes
 * each of them once the build has rendered it, and fails the build when one is missing or has a client component that
 * is not an island.
 */
export const ISLAND_PAGES: readonly string[] = routing.locales.flatMap((locale) =>
  ISLAND_ADDRESSES.map((address) => `/${locale}${address === "/" ? "" : address}`),
);
