/**
 * The one list of private addresses: a person's own pages, the sign-in screens and the API. They
 * are `noindex`, disallowed in robots.txt, never in the sitemap and never announced to IndexNow.
 */
export const PRIVATE_PATHS = ["/history", "/account", "/subscription", "/payment", "/auth", "/login", "/dev", "/demo", "/live", "/api"] as const;

/** True for one of `paths` and anything under it ("/history/abc"), never for "/historyx". */
export function isUnder(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** True for a private path and anything under it. */
export function isPrivatePath(pathname: string): boolean {
  return isUnder(pathname, PRIVATE_PATHS);
}
