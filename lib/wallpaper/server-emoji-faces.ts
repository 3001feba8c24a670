/**
 * What the browser's colour emoji faces are made from (scripts/build-emoji-faces.ts, decision record 018): the subsets
 * of @fontsource/noto-color-emoji, each a WOFF file and the characters it covers, as the package's stylesheet declares
 * them. Build time and tests only.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Where the faces are served from, under public/. */
export const EMOJI_FACES_DIR = "fonts/emoji";

/** One face of the family, as lib/wallpaper/emoji-faces.json lists it for the browser. */
export interface EmojiFace {
  url: string;
  /** The CSS unicode-range of the characters it holds. */
  unicodeRange: string;
}

export interface FontsourceSubset {
  /** The subset's number in the package ("7"). */
  name: string;
  woff: string;
  unicodeRange: string;
}

/** The package's numbered subsets, in the order its stylesheet declares them. */
export function readFontsourceSubsets(): FontsourceSubset[] {
  const root = path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-color-emoji/package.json"));
  const css = readFileSync(path.join(root, "400.css"), "utf8");
  const subsets: FontsourceSubset[] = [];
  for (const rule of css.split("@font-face").slice(1)) {
    const name = /noto-color-emoji-(\d+)-400-normal\.woff2/.exec(rule)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.trim();
    if (name && unicodeRange) subsets.push({ name, woff: path.join(root, "files", `noto-color-emoji-${name}-400-normal.woff`), unicodeRange });
  }
  if (subsets.length === 0) throw new Error("@fontsource/noto-color-emoji/400.css declares no numbered subsets");
  return subsets;
}

/** The table tags of an OpenType font ("COLR", "SVG ", ...). */
export function tablesOfSfnt(sfnt: Uint8Array): string[] {
  const view = Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  return Array.from({ length: view.readUInt16BE(4) }, (_, i) => view.toString("latin1", 12 + 16 * i, 16 + 16 * i));
}
