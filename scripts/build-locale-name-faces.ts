/**
 * Cuts the glyphs of the languages' names (i18n/routing.ts: "简体中文", "中文") from the app's Noto Sans SC, so the
 * language switch reads on a device with no Chinese font (lib/i18n/locale-name-faces.ts). Writes one variable WOFF2
 * face per slice of the package that holds them to public/fonts/locale-names/, named by its content, and their
 * @font-face rules to app/locale-name-faces.css.
 *
 * Run `npm run fonts:locale-names` after renaming or adding a language or upgrading @fontsource-variable/noto-sans-sc
 * (lib/i18n/locale-name-faces.test.ts fails until then), and commit what it writes.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { LOCALE_NAME_FACES_CSS, LOCALE_NAME_FACES_DIR, localeNameFacesCss, localeNameSlices } from "../lib/i18n/locale-name-faces";

const OUT = path.join("public", LOCALE_NAME_FACES_DIR);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const faces: Array<{ url: string; characters: string[] }> = [];
for (const { slice, characters, source } of localeNameSlices()) {
  const woff2 = await subsetFont(readFileSync(source), characters.join(""), {
    targetFormat: "woff2",
    // The copyright, names and version (hb-subset keeps 0 to 6), and the license's address.
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 14],
  });
  const name = `noto-sans-sc-${slice}-${createHash("sha256").update(woff2).digest("hex").slice(0, 10)}.woff2`;
  writeFileSync(path.join(OUT, name), woff2);
  faces.push({ url: `/${LOCALE_NAME_FACES_DIR}/${name}`, characters });
  console.log(`${name}: ${characters.join("")}, ${woff2.length} bytes`);
}
writeFileSync(LOCALE_NAME_FACES_CSS, localeNameFacesCss(faces));
console.log(`${faces.length} faces in ${OUT}, declared in ${LOCALE_NAME_FACES_CSS}`);
