import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { type Locale, routing } from "@/i18n/routing";
import { compiledMessagesFor, messagesFor } from "./messages";

/**
 * The translators read the catalogues compiled ahead of time and format them with use-intl's format-only formatter
 * (config/message-format.ts). Every text must come out exactly as the ICU formatter makes it from the text as
 * written, with every argument filled, in both languages: plural branches, selects and rich-text tags included.
 */

/** Every text of a catalogue under its dotted path. */
function texts(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;

/** Sample values for a message's arguments: each plural and select once per branch, tags as visible brackets. */
function sampleValues(message: string): Values[] {
  const base: Values = {};
  const variants: Values[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          base[element.value] = `«${element.value}»`;
          break;
        case TYPE.number:
          base[element.value] = 1234.5;
          break;
        case TYPE.date:
        case TYPE.time:
          base[element.value] = new Date(Date.UTC(2026, 10, 23, 9, 41));
          break;
        case TYPE.tag:
          base[element.value] = (chunks) => `<${element.value}>${chunks.join("")}</${element.value}>`;
          walk(element.children);
          break;
        case TYPE.plural:
          base[element.value] = 2;
          for (const count of [0, 1, 2, 5]) variants.push({ [element.value]: count });
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.select:
          base[element.value] = "other";
          for (const selector of Object.keys(element.options)) variants.push({ [element.value]: selector });
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [base, ...variants.map((variant) => ({ ...base, ...variant }))];
}

function asText(formatted: unknown): string {
  return Array.isArray(formatted) ? formatted.join("") : String(formatted);
}

describe.each(routing.locales)("the %s catalogue, compiled", (locale: Locale) => {
  const written = texts(messagesFor(locale));
  const t = createTranslator({ locale, messages: compiledMessagesFor(locale), timeZone: "UTC" });
  // Keys are read from the catalogue itself here, so the translator's typed keys are loosened.
  const format = t.markup as (key: string, values: Values) => string;

  it("formats every text as the ICU formatter does from the written text", () => {
    let withArguments = 0;
    for (const [key, message] of written) {
      for (const values of sampleValues(message)) {
        if (Object.keys(values).length > 0) withArguments++;
        const expected = asText(new IntlMessageFormat(message, locale, undefined, { ignoreTag: false }).format(values));
        expect(format(key, values), `${locale} ${key} ${JSON.stringify(values)}`).toBe(expected);
      }
    }
    // Every text was compared, texts with arguments, plurals and tags among them.
    expect(written.length).toBeGreaterThan(300);
    expect(withArguments).toBeGreaterThan(20);
  });
});
