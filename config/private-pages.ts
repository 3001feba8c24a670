// Relative: next.config.ts reads this file (through config/security-headers.ts), where "@/" does not resolve.
import { localizedPath, routing } from "../i18n/routing";

/**
 * The one list of private addresses: a person's own pages, the sign-in screens and the API. They
 * are `noindex`, disallowed in robots.txt, never in the sitemap and never announced to IndexNow.
 */
export const PRIVATE_PATHS = ["/history", "/account", "/subscription", "/payment", "/auth", "/login", "/dev", "/demo", "/phone", "/api"] as const;

/** Every private address in every language: "/history" and "/zh/history" (the API has no language). */
export const PRIVATE_ADDRESSES: readonly string[] = [
  ...PRIVATE_PATHS,
  ...routing.locales.flatMap((locale) =>
    locale === routing.defaultLocale ? [] : PRIVATE_PATHS.filter((path) => path !== "/api").map((path) => localizedPath(locale, path)),
  ),
];

/** True for one of `paths` and anything under it ("/history/abc"), never for "/historyx". */
export function isUnder(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** True for a private address, in any language, and anything under it. */
export function isPrivatePath(pathname: string): boolean {
  return isUnder(pathname, PRIVATE_ADDRESSES);
}
