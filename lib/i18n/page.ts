/**
 * Every page and layout under app/[locale] starts here: the [locale] segment is checked and becomes the request's
 * locale (next-intl's setRequestLocale), so that the page renders in that language and stays static.
 */
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { use } from "react";
import { type Locale, localizedPath, routing } from "@/i18n/routing";

export type LocaleParams = Promise<{ locale: string }>;
export interface LocaleProps {
  params: LocaleParams;
}

function enter(locale: string): Locale {
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** For async pages, layouts and generateMetadata. */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return enter((await params).locale);
}

/** For pages written as plain (non-async) server components that use `useTranslations`. */
export function useEnterLocale(params: Promise<{ locale: string }>): Locale {
  return enter(use(params).locale);
}

/** The [locale] segment's values, for generateStaticParams. */
export function localeParams(): Array<{ locale: Locale }> {
  return routing.locales.map((locale) => ({ locale }));
}

/** Sends a visitor to the sign-in page in their language, to come back to `next` (an English path) afterwards. */
export function signInFirst(locale: Locale, next: string): never {
  redirect(localizedPath(locale, `/login?next=${encodeURIComponent(localizedPath(locale, next))}`));
}
