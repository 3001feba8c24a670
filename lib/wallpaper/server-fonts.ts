// Server-side only, but without `import "server-only"`: scripts/build-og-image.ts and bench/wallpaper.ts
// run it under tsx, where that package throws.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";
import { FONT_FAMILIES } from "./fonts";

/**
 * Registers the bundled faces with @napi-rs/canvas and narrows font strings for it.
 *
 * What was checked by rendering (Skia reads woff2, variable weights included):
 * - Inter's 7 unicode-range subsets share one family name; each glyph is found in whichever file
 *   has it.
 * - Noto Sans SC comes as 101 subsets. Under one family name they render correctly too, but every
 *   measureText then costs 0.4-2 ms instead of ~0.03 ms, because Skia weighs every face of a
 *   family on each call. So each subset gets its own family name, and fontForText() swaps the
 *   shared "Noto Sans SC Variable" for just the subsets a piece of text uses.
 * - The emoji package also ships the whole font in one file ("emoji" subset); one file keeps ZWJ
 *   sequences, flags and skin tones together.
 *
 * Files are found under process.cwd()/node_modules (the app root for `next start`, tests and
 * scripts). A standalone build must ship these three folders (`outputFileTracingIncludes`).
 */
const PACKAGES = {
  inter: "@fontsource-variable/inter",
  chinese: "@fontsource-variable/noto-sans-sc",
  emoji: "@fontsource/noto-color-emoji",
} as const;

interface ServerFonts {
  /** For every code point a Noto Sans SC subset covers, the family name of that subset. */
  chineseFamilies: Map<number, string>;
}

/** Kept on globalThis: fonts are process-wide native state, and dev reloads re-run modules. */
const STATE_KEY = Symbol.for("wallminder.wallpaper.serverFonts");
type StateHolder = typeof globalThis & { [STATE_KEY]?: ServerFonts };

/** Registers the bundled fonts on first use (about 0.35 s); later calls return at once. */
export function ensureWallpaperFonts(): ServerFonts {
  const holder = globalThis as StateHolder;
  holder[STATE_KEY] ??= registerBundledFonts();
  return holder[STATE_KEY];
}

function registerBundledFonts(): ServerFonts {
  for (const file of listFiles(PACKAGES.inter, /^inter-[a-z-]+-wght-normal\.woff2$/)) {
    register(file, FONT_FAMILIES.latin);
  }
  register(path.join(packageDir(PACKAGES.emoji), "files", "noto-color-emoji-emoji-400-normal.woff2"), FONT_FAMILIES.emoji);
  const chineseFamilies = registerChineseSubsets();
  // Inter and the emoji font come first in the stack, so Noto Sans SC never draws what they cover.
  for (const packageName of [PACKAGES.inter, PACKAGES.emoji]) {
    for (const [first, last] of Object.values(readSubsets(packageName)).flatMap(parseUnicodeRange)) {
      for (let codePoint = first; codePoint <= last; codePoint++) chineseFamilies.delete(codePoint);
    }
  }
  return { chineseFamilies };
}

/** Registers each subset listed in the package's unicode.json as "Noto Sans SC Variable <id>". */
function registerChineseSubsets(): Map<number, string> {
  const families = new Map<number, string>();
  for (const [key, unicodeRange] of Object.entries(readSubsets(PACKAGES.chinese))) {
    const id = key.replace(/[[\]]/g, "");
    const family = `${FONT_FAMILIES.chinese} ${id}`;
    register(path.join(packageDir(PACKAGES.chinese), "files", `noto-sans-sc-${id}-wght-normal.woff2`), family);
    for (const [first, last] of parseUnicodeRange(unicodeRange)) {
      for (let codePoint = first; codePoint <= last; codePoint++) {
        if (!families.has(codePoint)) families.set(codePoint, family);
      }
    }
  }
  return families;
}

/** A @fontsource package's unicode.json: subset name → CSS unicode-range. */
function readSubsets(packageName: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(packageDir(packageName), "unicode.json"), "utf8")) as Record<string, string>;
}

/** "U+4e00-4e0f,U+4e11" → [[0x4e00, 0x4e0f], [0x4e11, 0x4e11]] */
function parseUnicodeRange(unicodeRange: string): Array<[number, number]> {
  return unicodeRange.split(",").map((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

function packageDir(name: string): string {
  return path.join(process.cwd(), "node_modules", name);
}

function listFiles(packageName: string, pattern: RegExp): string[] {
  const dir = path.join(packageDir(packageName), "files");
  const files = readdirSync(dir).filter((name) => pattern.test(name));
  if (files.length === 0) throw new Error(`No font files matching ${pattern} in ${dir}`);
  return files.map((name) => path.join(dir, name));
}

function register(file: string, family: string): void {
  if (!GlobalFonts.registerFromPath(file, family)) throw new Error(`Could not register font ${file} as ${family}`);
}

/**
 * The server's version of a shared font string for one piece of text: the Chinese family is
 * replaced by the subsets that hold the text's characters (or dropped when it needs none).
 */
export function fontForText(font: string, text: string): string {
  const { chineseFamilies } = ensureWallpaperFonts();
  const families = new Set<string>();
  for (const char of text) {
    const family = chineseFamilies.get(char.codePointAt(0) ?? 0);
    if (family) families.add(`"${family}", `);
  }
  return font.replace(`"${FONT_FAMILIES.chinese}", `, [...families].join(""));
}
