import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";

/**
 * The Simplified Chinese catalogue must mirror the English one: messages/en.json against
 * messages/zh-CN.json, and every messages/en/<area>.json against messages/zh-CN/<area>.json.
 * Same keys (arrays by index), the same ICU arguments, rich-text tags and plural/select
 * selectors in every string, the same non-text values (ids, flags), and no empty translation.
 */
const MESSAGES_DIR = path.resolve(import.meta.dirname, "../../messages");
const LOCALE = "zh-CN";

const PAIRS: { english: string; chinese: string }[] = [
  { english: "en.json", chinese: `${LOCALE}.json` },
  ...readdirSync(path.join(MESSAGES_DIR, "en"))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ english: `en/${file}`, chinese: `${LOCALE}/${file}` })),
];

type Leaf = string | number | boolean | null;

/** Every leaf of a catalogue under its dotted path; array items are numbered ("home.steps.0.title"). */
function flatten(value: unknown, prefix = "", into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value as Leaf);
  }
  return into;
}

function load(file: string): Map<string, Leaf> {
  return flatten(JSON.parse(readFileSync(path.join(MESSAGES_DIR, file), "utf8")));
}

/** The arguments, tags and selectors of one ICU message, e.g. ["<link>", "count", "count[one]", "count[other]", "name"]. */
function icuSignature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      found.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const [selector, option] of Object.entries(element.options)) {
          found.add(`${element.value}[${selector}]`);
          walk(option.value);
        }
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

function signatureOrError(message: string): string[] {
  try {
    return icuSignature(message);
  } catch (error) {
    return [`unparsable ICU message: ${(error as Error).message}`];
  }
}

describe.each(PAIRS)("the $chinese catalogue", ({ english, chinese }) => {
  const present = existsSync(path.join(MESSAGES_DIR, chinese));

  it(`exists as the counterpart of messages/${english}`, () => {
    expect(present, `messages/${chinese} is missing`).toBe(true);
  });

  it.skipIf(!present)("has exactly the keys of the English one", () => {
    const source = load(english);
    const target = load(chinese);
    const missing = [...source.keys()].filter((key) => !target.has(key));
    const extra = [...target.keys()].filter((key) => !source.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.skipIf(!present)("keeps each string's ICU arguments, tags and selectors, and every non-text value", () => {
    const source = load(english);
    const target = load(chinese);
    const mismatches: { key: string; en: unknown; zh: unknown }[] = [];
    for (const [key, en] of source) {
      if (!target.has(key)) continue;
      const zh = target.get(key);
      if (typeof en === "string" && typeof zh === "string") {
        const enSignature = signatureOrError(en);
        const zhSignature = signatureOrError(zh);
        if (enSignature.join("\n") !== zhSignature.join("\n")) mismatches.push({ key, en: enSignature, zh: zhSignature });
      } else if (en !== zh) {
        mismatches.push({ key, en, zh });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.skipIf(!present)("has no empty translation", () => {
    const empty = [...load(chinese)].filter(([, value]) => typeof value === "string" && value.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
