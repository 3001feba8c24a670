/**
 * The glyphs of the languages' names, for a device that has no font for them. Every English page's header offers
 * Chinese by its own name ("简体中文", "中文" on a phone), and a device with no Chinese font of its own (some Linux
 * desktops, older and de-Googled Android phones) drew it as empty boxes. These faces hold just those characters, cut
 * from the app's own Noto Sans SC (@fontsource-variable/noto-sans-sc); the switch's text falls back to them after the
 * system's own Chinese fonts (`font-locale-name`, app/globals.css).
 *
 * scripts/build-locale-name-faces.ts writes the faces to public/fonts/locale-names/ and their @font-face rules to
 * app/locale-name-faces.css; lib/i18n/locale-name-faces.test.ts fails when they no longer hold exactly the characters
 * of the names (a language added or renamed, the package's slices changed).
 *
 * Node only: read by the script and the test, never by the app.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { isBeyondLatin, LOCALE_NAMES, LOCALE_SHORT_NAMES } from "@/i18n/routing";

/** The family the faces are declared under: a name of our own, so no installed font can stand in for it. */
export const LOCALE_NAME_FAMILY = "Wallminder Locale Names";
/** Where the faces are served from, under public/. */
export const LOCALE_NAME_FACES_DIR = "fonts/locale-names";
/** The @font-face rules, imported by app/globals.css. */
export const LOCALE_NAME_FACES_CSS = "app/locale-name-faces.css";

const SOURCE_PACKAGE = "@fontsource-variable/noto-sans-sc";

/**
 * Every character of the languages' names, long and short, beyond Latin (U+0000 to U+024F), which every device's
 * own fonts draw: 中, 体, 文, 简 today, in code point order.
 */
export function localeNameCharacters(): string[] {
  const names = [...Object.values(LOCALE_NAMES), ...Object.values(LOCALE_SHORT_NAMES)].join("");
  return [...new Set([...names].filter(isBeyondLatin))].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** One face: the characters that one of Noto Sans SC's slices (the package comes in 101) holds, and that slice's file. */
export interface LocaleNameSlice {
  /** The slice's number in the package ("118"). */
  slice: string;
  characters: string[];
  /** The slice's variable WOFF2 file in node_modules. */
  source: string;
}

/**
 * The characters, grouped by the package's slice that holds each (one face per slice: a font can be cut from one file,
 * not merged from several). Throws for a character no slice holds.
 */
export function localeNameSlices(characters = localeNameCharacters()): LocaleNameSlice[] {
  const root = path.join(process.cwd(), "node_modules", SOURCE_PACKAGE);
  const ranges = JSON.parse(readFileSync(path.join(root, "unicode.json"), "utf8")) as Record<string, string>;
  const slices = new Map<string, string[]>();
  for (const character of characters) {
    const codePoint = character.codePointAt(0)!;
    const slice = Object.entries(ranges).find(([, range]) =>
      range.split(",").some((part) => {
        const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
        return codePoint >= parseInt(first, 16) && codePoint <= parseInt(last, 16);
      }),
    )?.[0];
    if (!slice) throw new Error(`${SOURCE_PACKAGE} has no glyph for ${character} (${unicodeRange([character])})`);
    slices.set(slice, [...(slices.get(slice) ?? []), character]);
  }
  return [...slices]
    .map(([key, sliceCharacters]) => {
      const slice = key.replace(/[[\]]/g, "");
      return { slice, characters: sliceCharacters, source: path.join(root, "files", `noto-sans-sc-${slice}-wght-normal.woff2`) };
    })
    .sort((a, b) => Number(a.slice) - Number(b.slice));
}

/** ["中", "文"] → "U+4E2D, U+6587" */
export function unicodeRange(characters: readonly string[]): string {
  return characters.map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`).join(", ");
}

/** The stylesheet's text for these faces. */
export function localeNameFacesCss(faces: ReadonlyArray<{ url: string; characters: readonly string[] }>): string {
  const rules = faces.map(({ url, characters }) =>
    [
      "@font-face {",
      `  font-family: "${LOCALE_NAME_FAMILY}";`,
      `  src: url("${url}") format("woff2");`,
      // The variable font's whole weight axis: the header's medium and the footer's regular are both drawn as set.
      "  font-weight: 100 900;",
      "  font-style: normal;",
      // Nothing until the glyphs arrive (one small request), rather than the empty boxes these faces are here to avoid.
      "  font-display: block;",
      `  unicode-range: ${unicodeRange(characters)};`,
      "}",
    ].join("\n"),
  );
  return (
    [
      "/*",
      " * Written by scripts/build-locale-name-faces.ts (npm run fonts:locale-names): do not edit.",
      ` * The glyphs of the languages' names (${faces.flatMap((face) => face.characters).join("")}) for devices with no font for them, cut from`,
      " * Noto Sans SC (SIL Open Font License 1.1). First in `--font-locale-name` (app/globals.css), and fetched only by a",
      " * page that shows one of these characters.",
      " */",
      ...rules,
    ].join("\n") + "\n"
  );
}
