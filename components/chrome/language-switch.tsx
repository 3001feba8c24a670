"use client";

import { Languages } from "lucide";
import { useLocale } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Link, usePathname } from "@/i18n/navigation";
import { LOCALE_NAMES, type Locale, routing } from "@/i18n/routing";

/**
 * A link to this same page in the other language, named in that language ("中文", "English"). next-intl's Link keeps
 * the choice in the NEXT_LOCALE cookie before it navigates, so English addresses stop sending this person to Chinese.
 */
export function LanguageSwitch({ label, className }: { label: string; className?: string }) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const other = routing.locales.find((candidate) => candidate !== locale) ?? routing.defaultLocale;
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={other}
      title={label}
      className={className ?? "inline-flex items-center gap-1.5 rounded px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"}
    >
      <Icon icon={Languages} className="size-4" />
      <span className="sr-only">{label}: </span>
      <span lang={other}>{LOCALE_NAMES[other]}</span>
    </Link>
  );
}
