import { useLocale } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { type Messages, messagesFor } from "@/lib/i18n/messages";

/**
 * The reader's catalogue as written, for server components that lay out a list or a record of texts (a page's
 * sections, steps, points). Translators format the compiled catalogue, which use-intl does not hand back as a tree:
 * `t.raw` refuses compiled messages in development, and would give compiled arrays for any text with an argument.
 * The written catalogue has the same keys in every language (catalogue-parity.test.ts), and is typed.
 */
export function useCatalogue(): Messages {
  return messagesFor(useLocale() as Locale);
}
