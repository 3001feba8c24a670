"use client";

import { Languages } from "lucide";
import { useLocale } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Link, usePathname } from "@/i18n/navigation";
import { isBeyondLatin, LOCALE_NAMES, LOCALE_SHORT_NAMES, type Locale, routing } from "@/i18n/routing";

/**
 * A name with characters beyond Latin ("简体中文") is drawn in `font-locale-name`, which brings its glyphs to a device
 * with no font for them (lib/i18n/locale-name-faces.ts); a Latin one ("English") stays in the page's own font.
 */
function nameFont(locale: Locale): string | undefined {
  return [...LOCALE_NAMES[locale]].some(isBeyondLatin) ? "font-locale-name" : undefined;
}

/**
 * A link to this same page in the other language, named in that language ("简体中文", "English"; `short` on a phone's
 * header: "中文", "EN"). next-intl's Link keeps
 * the choice in the NEXT_LOCALE cookie before it navigates, so English addresses stop sending this person to Chinese.
 */
export function LanguageSwitch({ label, className, short = false }: { label: string; className?: string; short?: boolean }) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const other = routing.locales.find((candidate) => candidate !== locale) ?? routing.defaultLocale;
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={other}
      title={label}
      className={
        className ??
        "inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-700 sm:gap-1.5 sm:px-2"
      }
    >
      <Icon icon={Languages} className={short ? "hidden size-4 sm:block" : "size-4"} />
      <span className="sr-only">{label}: </span>
      {short ? (
        <span lang={other} className={nameFont(other)}>
          <span className="sm:hidden">{LOCALE_SHORT_NAMES[other]}</span>
          <span className="hidden sm:inline">{LOCALE_NAMES[other]}</span>
        </span>
      ) : (
        <span lang={other} className={nameFont(other)}>
          {LOCALE_NAMES[other]}
        </span>
      )}
    </Link>
  );
}
