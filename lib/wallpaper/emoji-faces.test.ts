import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import wawoff2 from "wawoff2";
import { describe, expect, it } from "vitest";
import EMOJI_FACES from "./emoji-faces.json";
import { EMOJI_FACES_DIR, readFontsourceSubsets, tablesOfSfnt } from "./server-emoji-faces";

describe("the colour emoji faces the browser draws with (decision record 018)", () => {
  it("cover every subset of the installed emoji package, character for character (else: npm run emoji:faces)", () => {
    expect(EMOJI_FACES.map((face) => face.unicodeRange)).toEqual(readFontsourceSubsets().map((subset) => subset.unicodeRange));
  });

  it("are the files in public/, named by their content, and no others", () => {
    const files = EMOJI_FACES.map((face) => path.join("public", face.url));
    for (const file of files) {
      expect(existsSync(file), file).toBe(true);
      const hash = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 10);
      expect(path.basename(file), "a face changed without a new name: browsers would keep the old one").toMatch(new RegExp(`-${hash}\\.woff2$`));
    }
    expect(readdirSync(path.join("public", EMOJI_FACES_DIR)).sort()).toEqual(files.map((file) => path.basename(file)).sort());
  });

  it("hold the COLR colour glyphs Chromium draws, and not the SVG copy it cannot", async () => {
    for (const face of EMOJI_FACES) {
      const tables = tablesOfSfnt(await wawoff2.decompress(readFileSync(path.join("public", face.url))));
      expect(tables, face.url).toEqual(expect.arrayContaining(["COLR", "CPAL", "glyf", "cmap", "GSUB"]));
      expect(tables, face.url).not.toContain("SVG ");
    }
  });
});
