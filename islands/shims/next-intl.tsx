/**
 * "next-intl" in the islands' bundle: next-intl's client hooks are use-intl's, and its provider is use-intl's, which
 * takes the page's language and the phone's time zone (for the preview's lock-screen date) unless told otherwise.
 */
import type { ComponentProps } from "react";
import { IntlProvider } from "use-intl";

export { useFormatter, useLocale, useMessages, useNow, useTimeZone, useTranslations } from "use-intl";

export function NextIntlClientProvider({
  locale = document.documentElement.lang,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  ...props
}: Omit<ComponentProps<typeof IntlProvider>, "locale"> & { locale?: string }) {
  return <IntlProvider locale={locale} timeZone={timeZone} {...props} />;
}
