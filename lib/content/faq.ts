/**
 * The FAQ as plain content data: the /faq page, the home page's accordion and site search all read
 * it. The texts live in messages/en/faq.json (namespace "faq"), so a translation can follow.
 */
import type { Locale } from "@/i18n/routing";
import { messagesFor } from "@/lib/i18n/messages";

export interface FaqEntry {
  /** A stable slug; the FAQ page uses it as the anchor, so /faq#<id> opens on that question. */
  id: string;
  question: string;
  answer: string;
}

/** The FAQ in `locale`, with the same ids (and so the same anchors) in every language. */
export function faqItems(locale: Locale): ReadonlyArray<FaqEntry> {
  return messagesFor(locale).faq.items;
}

/** The English FAQ, which site search reads. */
export const FAQ_ITEMS: ReadonlyArray<FaqEntry> = faqItems("en");

/** The six questions the home page shows, in order. */
export const HOME_FAQ_IDS = ["what-is-wallminder", "set-as-wallpaper", "modes", "free-vs-pro", "privacy", "cancel-pro"] as const;

/** The items with the given ids, in the order of the ids; unknown ids are skipped. */
export function faqItemsById(ids: readonly string[]): FaqEntry[] {
  return ids.flatMap((id) => FAQ_ITEMS.filter((item) => item.id === id));
}

/** The home page's six items. */
export const HOME_FAQ_ITEMS: ReadonlyArray<FaqEntry> = faqItemsById(HOME_FAQ_IDS);
