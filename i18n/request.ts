import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { compiledMessagesFor } from "@/lib/i18n/messages";
import { routing } from "./routing";

// The locale comes from the [locale] segment, set by each layout and page with setRequestLocale so that they stay
// static; anything else (an API route, the global not-found page) is English.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: compiledMessagesFor(locale) };
});
