/** Messages for code outside React (route handlers), from the same catalogues the pages use. */
import Negotiator from "negotiator";
import { createTranslator } from "next-intl";
import { type Locale, LOCALE_COOKIE, routing } from "@/i18n/routing";
import { cookieValue } from "@/lib/cookie-value";
import { compiledMessagesFor, messages } from "./messages";

export const DEFAULT_LOCALE = routing.defaultLocale;

/**
 * The language to answer a request in, as the pages choose it: the one the person picked (the NEXT_LOCALE cookie),
 * else the first their browser accepts (Accept-Language: "zh-TW, zh;q=0.9" is Chinese), else English.
 */
export function requestLocale(headers: Headers | undefined): Locale {
  if (!headers) return DEFAULT_LOCALE;
  const chosen = cookieValue(headers, LOCALE_COOKIE);
  const picked = routing.locales.find((locale) => locale === chosen);
  if (picked) return picked;
  const accepted = new Negotiator({ headers: { "accept-language": headers.get("accept-language") ?? "" } }).languages();
  for (const language of accepted) {
    const match = routing.locales.find(
      (locale) => locale.toLowerCase() === language.toLowerCase() || locale.split("-")[0] === language.split("-")[0],
    );
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The API's messages in the request's language (English for a request without one, such as a script's). */
export function apiMessages(request?: Request | Headers) {
  const locale = requestLocale(request instanceof Request ? request.headers : request);
  return createTranslator({ locale, messages: compiledMessagesFor(locale), namespace: "api" });
}

export function exampleText(): string {
  return messages.creator.placeholder;
}
