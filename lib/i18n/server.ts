/** Messages for code outside React (route handlers), from the same catalogue the pages use. */
import { createTranslator } from "next-intl";
import { messages } from "./messages";

export const DEFAULT_LOCALE = "en";

export function apiMessages() {
  return createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: "api" });
}

export function exampleText(): string {
  return messages.creator.placeholder;
}
