/**
 * The English catalogue, assembled from one file per area so that each area's texts live apart:
 * messages/en.json (site, chrome, home, creator, API) and messages/en/*.json.
 */
import core from "@/messages/en.json";
import blog from "@/messages/en/blog.json";
import faq from "@/messages/en/faq.json";
import history from "@/messages/en/history.json";
import legal from "@/messages/en/legal.json";
import pages from "@/messages/en/pages.json";

export const messages = { ...core, ...faq, ...legal, ...pages, ...blog, ...history };
export type Messages = typeof messages;

export function pickMessages<K extends keyof Messages>(namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, K>;
}
