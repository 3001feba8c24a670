/**
 * The catalogues, each assembled from one file per area so that each area's texts live apart:
 * messages/{locale}.json (site, chrome, home, creator, API) and messages/{locale}/*.json. The Chinese catalogue has
 * exactly the English keys (lib/i18n/catalogue-parity.test.ts).
 *
 * Every translator formats the catalogue compiled ahead of time (icu-minify, next-intl's own compiler): messages
 * with arguments become small arrays that use-intl's format-only formatter fills in, so neither the server nor the
 * browser parses ICU syntax per message, and the browser loads no ICU parser (decision record 006). `messagesFor`
 * keeps the texts as written, for content read outside a translator (the FAQ, the example list).
 */
import compile from "icu-minify/compile";
import type { Locale } from "@/i18n/routing";
import core from "@/messages/en.json";
import blog from "@/messages/en/blog.json";
import faq from "@/messages/en/faq.json";
import history from "@/messages/en/history.json";
import legal from "@/messages/en/legal.json";
import live from "@/messages/en/live.json";
import pages from "@/messages/en/pages.json";
import sources from "@/messages/en/sources.json";
import zhCore from "@/messages/zh-CN.json";
import zhBlog from "@/messages/zh-CN/blog.json";
import zhFaq from "@/messages/zh-CN/faq.json";
import zhHistory from "@/messages/zh-CN/history.json";
import zhLegal from "@/messages/zh-CN/legal.json";
import zhLive from "@/messages/zh-CN/live.json";
import zhPages from "@/messages/zh-CN/pages.json";
import zhSources from "@/messages/zh-CN/sources.json";

export const messages = { ...core, ...faq, ...legal, ...pages, ...blog, ...history, ...live, ...sources };
export type Messages = typeof messages;

const catalogues: Record<Locale, Messages> = {
  en: messages,
  "zh-CN": { ...zhCore, ...zhFaq, ...zhLegal, ...zhPages, ...zhBlog, ...zhHistory, ...zhLive, ...zhSources },
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** Compiles every text in a catalogue's tree; anything else (a flag such as `ordered`) stays as it is. */
function compileCatalogue(value: unknown): unknown {
  if (typeof value === "string") return compile(value);
  if (Array.isArray(value)) return value.map(compileCatalogue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, compileCatalogue(entry)]));
  }
  return value;
}

const compiled = new Map<Locale, Messages>();

/**
 * The catalogue in the form every translator reads (i18n/request.ts, the API's messages, the client's
 * PageMessages): compiled once per process. Typed as the written catalogue, whose keys it keeps; a text with
 * arguments is only ever read through a translator.
 */
export function compiledMessagesFor(locale: Locale): Messages {
  let catalogue = compiled.get(locale);
  if (!catalogue) {
    catalogue = compileCatalogue(messagesFor(locale)) as Messages;
    compiled.set(locale, catalogue);
  }
  return catalogue;
}

export function pickMessages<K extends keyof Messages>(namespaces: readonly K[], locale: Locale): Pick<Messages, K> {
  const catalogue = compiledMessagesFor(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]])) as Pick<Messages, K>;
}
