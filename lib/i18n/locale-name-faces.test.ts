import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import wawoff2 from "wawoff2";
import { describe, expect, it } from "vitest";
import { LOCALE_NAMES, LOCALE_SHORT_NAMES } from "@/i18n/routing";
import {
  LOCALE_NAME_FACES_CSS,
  LOCALE_NAME_FACES_DIR,
  LOCALE_NAME_FAMILY,
  localeNameCharacters,
  localeNameFacesCss,
  localeNameSlices,
} from "./locale-name-faces";

const REBUILD = "else: npm run fonts:locale-names, and commit what it writes";

/** The characters a font maps to glyphs: its cmap's Unicode subtables, formats 4 and 12 (those hb-subset writes). */
function charactersOf(sfnt: Buffer): string[] {
  const tables = sfnt.readUInt16BE(4);
  const record = Array.from({ length: tables }, (_, i) => 12 + 16 * i).find((at) => sfnt.toString("latin1", at, at + 4) === "cmap");
  if (record === undefined) throw new Error("no cmap table");
  const cmap = sfnt.readUInt32BE(record + 8);
  const codePoints = new Set<number>();
  for (let i = 0; i < sfnt.readUInt16BE(cmap + 2); i++) {
    const subtable = cmap + sfnt.readUInt32BE(cmap + 4 + 8 * i + 4);
    const format = sfnt.readUInt16BE(subtable);
    if (format === 4) {
      const segments = sfnt.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const offsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const [start, end] = [sfnt.readUInt16BE(starts + 2 * s), sfnt.readUInt16BE(ends + 2 * s)];
        const [delta, offset] = [sfnt.readUInt16BE(deltas + 2 * s), sfnt.readUInt16BE(offsets + 2 * s)];
        for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint++) {
          const glyph = offset === 0 ? (codePoint + delta) & 0xffff : sfnt.readUInt16BE(offsets + 2 * s + offset + 2 * (codePoint - start));
          if (glyph !== 0) codePoints.add(codePoint);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < sfnt.readUInt32BE(subtable + 12); g++) {
        const group = subtable + 16 + 12 * g;
        for (let codePoint = sfnt.readUInt32BE(group); codePoint <= sfnt.readUInt32BE(group + 4); codePoint++) codePoints.add(codePoint);
      }
    }
  }
  return [...codePoints].sort((a, b) => a - b).map((codePoint) => String.fromCodePoint(codePoint));
}

describe("the glyphs of the languages' names, for devices with no font for them", () => {
  const dir = path.join("public", LOCALE_NAME_FACES_DIR);
  const files = readdirSync(dir).sort();
  const faces = localeNameSlices().map((slice) => ({
    ...slice,
    file: files.find((file) => file.startsWith(`noto-sans-sc-${slice.slice}-`)),
  }));

  it("are every character of the Chinese names, and no Latin letter", () => {
    for (const name of [LOCALE_NAMES["zh-CN"], LOCALE_SHORT_NAMES["zh-CN"]]) {
      for (const character of name) expect(localeNameCharacters()).toContain(character);
    }
    for (const name of [LOCALE_NAMES.en, LOCALE_SHORT_NAMES.en]) {
      for (const character of name) expect(localeNameCharacters()).not.toContain(character);
    }
  });

  it(`are one face per slice of Noto Sans SC that holds them, holding exactly those characters (${REBUILD})`, async () => {
    expect(files, "one file per face and no other").toEqual(faces.map((face) => face.file).sort());
    for (const face of faces) {
      const woff2 = readFileSync(path.join(dir, face.file!));
      expect(charactersOf(Buffer.from(await wawoff2.decompress(woff2))), face.file).toEqual(face.characters);
      const hash = createHash("sha256").update(woff2).digest("hex").slice(0, 10);
      expect(face.file, "a face changed without a new name: browsers would keep the old one").toBe(`noto-sans-sc-${face.slice}-${hash}.woff2`);
    }
  });

  it(`are declared, each for its characters alone, in the stylesheet app/globals.css imports (${REBUILD})`, () => {
    const css = readFileSync(LOCALE_NAME_FACES_CSS, "utf8");
    expect(css).toBe(localeNameFacesCss(faces.map((face) => ({ url: `/${LOCALE_NAME_FACES_DIR}/${face.file}`, characters: face.characters }))));
    const globals = readFileSync("app/globals.css", "utf8");
    expect(globals).toContain(`@import "./${path.basename(LOCALE_NAME_FACES_CSS)}";`);
    // The switch's family stack names them first, before any system font (app/globals.css).
    expect(globals).toMatch(new RegExp(`--font-locale-name:\\s*"${LOCALE_NAME_FAMILY}",[^;]*system-ui,\\s*sans-serif;`));
  });
});
