/**
 * "@/i18n/navigation" in the islands' bundle: with no Next router on the page, a link is an <a> with the address in
 * the page's language (as next-intl's Link writes it), and the router loads the next page.
 */
import type { ComponentPropsWithRef } from "react";
import { useLocale } from "use-intl";
import { LOCALE_COOKIE, LOCALE_PREFIXES, type Locale, localizedPath, routing } from "@/i18n/routing";
import { useRouter as useBrowserRouter } from "./next-navigation";

const COOKIE_MAX_AGE = typeof routing.localeCookie === "object" ? (routing.localeCookie.maxAge ?? 0) : 0;

/** next/link's `prefetch` is taken and dropped: with no router on the page there is nothing to prefetch into. */
type LinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & { href: string; locale?: Locale; prefetch?: boolean | null };

/** A link to `href` in `locale` (the page's own by default). Another language is kept in the cookie first, as next-intl does. */
export function Link({ href, locale, onClick, ...linkProps }: LinkProps) {
  const props = { ...linkProps, prefetch: undefined };
  const current = useLocale() as Locale;
  const target = locale ?? current;
  return (
    <a
      href={localizedPath(target, href)}
      onClick={(event) => {
        onClick?.(event);
        if (target !== current) document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
      }}
      {...props}
    />
  );
}

/** The address without its language prefix: "/zh/faq" is "/faq". */
export function usePathname(): string {
  const { pathname } = window.location;
  for (const prefix of Object.values(LOCALE_PREFIXES)) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname.slice(prefix.length) || "/";
  }
  return pathname;
}

/** The browser's navigation (next-navigation.ts), with addresses in the page's language. */
export function useRouter() {
  const locale = useLocale() as Locale;
  const router = useBrowserRouter();
  return {
    ...router,
    push: (href: string) => router.push(localizedPath(locale, href)),
    replace: (href: string) => router.replace(localizedPath(locale, href)),
  };
}
