import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { type Messages, messagesFor } from "@/lib/i18n/messages";

/**
 * One name per mode (docs/product.md §2): Plain, Sort for Me and Add Emoji, in the creator's words, wherever a
 * screen names a mode: the history's cards and the plans' table.
 */
const OLD_NAMES: Record<string, RegExp> = { en: /\bStandard\b|Smart Sort|Sort For You/i, "zh-CN": /^标准$|智能排序/ };

function texts(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object") for (const child of Object.values(value)) texts(child, into);
  return into;
}

describe.each(routing.locales)("the modes' names in %s", (locale) => {
  const messages: Messages = messagesFor(locale);
  const names = messages.creator.modes;

  it("are the creator's in the history", () => {
    const { modes } = messages.history.card;
    expect([modes.plain, modes.smart, modes.emoji]).toEqual([names.plain, names.smart, names.emoji]);
    expect(modes.other).toBe(names.plain);
  });

  it("are the creator's in the plans' table", () => {
    expect(messages.pricing.features.smartSort).toBe(names.smart);
    expect(messages.pricing.features.emoji).toBe(names.emoji);
  });

  it("leave no old name of a mode anywhere in the catalogue", () => {
    expect(texts(messages).filter((text) => OLD_NAMES[locale]!.test(text))).toEqual([]);
  });
});
