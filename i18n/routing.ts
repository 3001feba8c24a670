import { defineRouting } from "next-intl/routing";

/** The address prefix of each language: "" for English, "/zh" for Chinese. */
const PREFIXES = { en: "", "zh-CN": "/zh" } as const;
/** Where a choice made with the language switcher is kept (next-intl writes it; API answers read it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * The interface's languages and their addresses (decision record 014): English keeps today's addresses, with no
 * prefix; Simplified Chinese lives under /zh. A first visit follows Accept-Language; a choice made with the language
 * switcher is kept in the NEXT_LOCALE cookie for a year.
 */
export const routing = defineRouting({
  locales: ["en", "zh-CN"],
  defaultLocale: "en",
  localePrefix: { mode: "as-needed", prefixes: { "zh-CN": PREFIXES["zh-CN"] } },
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
  // hreflang alternates are written into each public page's HTML (lib/seo/metadata.ts); private pages have none.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/** Each language's name, written in that language: the language switcher offers it by this name. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", "zh-CN": "简体中文" };
/** The same, short, for a phone's header. */
export const LOCALE_SHORT_NAMES: Record<Locale, string> = { en: "EN", "zh-CN": "中文" };

/**
 * Is the character beyond Latin (U+0000 to U+024F), which every device's own fonts draw? The language switch draws such
 * a name in the names' own glyphs (lib/i18n/locale-name-faces.ts).
 */
export const isBeyondLatin = (character: string) => character.codePointAt(0)! > 0x24f;

export const LOCALE_PREFIXES: Record<Locale, string> = PREFIXES;

/** "/faq" in `locale`: "/faq" in English, "/zh/faq" in Chinese, and "/zh" for the Chinese home page. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIXES[locale];
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
}
