/**
 * The catalogues, each assembled from one file per area so that each area's texts live apart:
 * messages/{locale}.json (site, chrome, home, creator, API) and messages/{locale}/*.json. The Chinese catalogue has
 * exactly the English keys (lib/i18n/catalogue-parity.test.ts).
 */
import type { Locale } from "@/i18n/routing";
import core from "@/messages/en.json";
import blog from "@/messages/en/blog.json";
import faq from "@/messages/en/faq.json";
import history from "@/messages/en/history.json";
import legal from "@/messages/en/legal.json";
import pages from "@/messages/en/pages.json";
import zhCore from "@/messages/zh-CN.json";
import zhBlog from "@/messages/zh-CN/blog.json";
import zhFaq from "@/messages/zh-CN/faq.json";
import zhHistory from "@/messages/zh-CN/history.json";
import zhLegal from "@/messages/zh-CN/legal.json";
import zhPages from "@/messages/zh-CN/pages.json";

export const messages = { ...core, ...faq, ...legal, ...pages, ...blog, ...history };
export type Messages = typeof messages;

const catalogues: Record<Locale, Messages> = {
  en: messages,
  "zh-CN": { ...zhCore, ...zhFaq, ...zhLegal, ...zhPages, ...zhBlog, ...zhHistory },
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

export function pickMessages<K extends keyof Messages>(namespaces: readonly K[], locale: Locale): Pick<Messages, K> {
  const catalogue = messagesFor(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]])) as Pick<Messages, K>;
}
