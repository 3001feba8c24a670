/**
 * Builds the colour emoji faces the browser draws wallpapers with (decision record 018): public/fonts/emoji/*.woff2
 * and their list, lib/wallpaper/emoji-faces.json. Run `npm run emoji:faces` after upgrading @fontsource/noto-color-emoji
 * (lib/wallpaper/emoji-faces.test.ts fails until then), and commit what it writes.
 *
 * Why not the package's own WOFF2 files: they carry the glyphs only as SVG (an OpenType SVG table), which Chromium
 * does not draw, so a browser without an emoji font of its own drew every emoji as a box. The package's WOFF files of
 * the same subsets carry the COLRv1 colour glyphs the server draws (lib/wallpaper/server-fonts.ts), and the SVG copy
 * as well. Each face here is a WOFF file's tables without the SVG one, as WOFF2: about half the size of the package's
 * WOFF2 files, and drawn by Chromium and Firefox as the server draws them.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import wawoff2 from "wawoff2";
import { type EmojiFace, EMOJI_FACES_DIR, readFontsourceSubsets, tablesOfSfnt } from "../lib/wallpaper/server-emoji-faces";

const OUT = path.join("public", EMOJI_FACES_DIR);
const LIST = "lib/wallpaper/emoji-faces.json";

/** A WOFF 1.0 file (www.w3.org/TR/WOFF) back to the font it wraps, less the tables named in `drop`. */
function woffToSfnt(woff: Buffer, drop: ReadonlySet<string>): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const entry = 44 + 20 * i;
    const tag = woff.toString("latin1", entry, entry + 4);
    const [offset, compressed, original, checksum] = [4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at)) as [number, number, number, number];
    if (drop.has(tag)) continue;
    const stored = woff.subarray(offset, offset + compressed);
    tables.push({ tag, checksum, data: compressed < original ? inflateSync(stored) : Buffer.from(stored) });
  }
  const padded = (length: number) => (length + 3) & ~3;
  const header = 12 + 16 * tables.length;
  const sfnt = Buffer.alloc(header + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(tables.length));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tables.length, 4);
  sfnt.writeUInt16BE(16 * power, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(16 * (tables.length - power), 10);
  let at = header;
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + 16 * i;
    sfnt.write(tag, record, "latin1");
    sfnt.writeUInt32BE(checksum, record + 4);
    sfnt.writeUInt32BE(at, record + 8);
    sfnt.writeUInt32BE(data.length, record + 12);
    data.copy(sfnt, at);
    at += padded(data.length);
  });
  return sfnt;
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const faces: EmojiFace[] = [];
for (const subset of readFontsourceSubsets()) {
  const sfnt = woffToSfnt(readFileSync(subset.woff), new Set(["SVG "]));
  const tables = tablesOfSfnt(sfnt);
  if (!tables.includes("COLR") || !tables.includes("CPAL")) throw new Error(`${subset.woff} has no COLR colour glyphs`);
  const woff2 = Buffer.from(await wawoff2.compress(sfnt));
  const name = `noto-color-emoji-${subset.name}-${createHash("sha256").update(woff2).digest("hex").slice(0, 10)}.woff2`;
  writeFileSync(path.join(OUT, name), woff2);
  faces.push({ url: `/${EMOJI_FACES_DIR}/${name}`, unicodeRange: subset.unicodeRange });
  console.log(`${name}: ${Math.round(woff2.length / 1024)} KB`);
}
writeFileSync(LIST, `${JSON.stringify(faces, null, 2)}\n`);
console.log(`${faces.length} faces in ${OUT}, listed in ${LIST}`);
