/**
 * Draws the installed app's icons from the site's icon, app/icon.svg: public/icons/icon-192.png and icon-512.png
 * for the web app manifest, icon-maskable-512.png for launchers that cut icons into their own shape, and
 * app/apple-icon.png (180x180) for an iPhone's home screen. Run after changing app/icon.svg:
 * `npx tsx scripts/build-app-icons.ts`.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BACKGROUND_COLOR } from "../config/site";

const root = path.resolve(import.meta.dirname, "..");
const source = readFileSync(path.join(root, "app/icon.svg"), "utf8");
/** The drawing inside the icon's <svg>, on its 64x64 grid. */
const mark = source.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

/**
 * The mark on an opaque square (home screens show transparency as black), scaled by `scale` about the centre.
 * At 1 the phone fills 88% of the height; a maskable icon's must stay inside the middle 80% circle that every
 * launcher's shape keeps, which 0.7 does (its corners reach 36% of the side from the centre).
 */
function icon(size: number, scale: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="${BACKGROUND_COLOR}"/>
    <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 });
}

mkdirSync(path.join(root, "public/icons"), { recursive: true });
const files: Array<[string, number, number]> = [
  ["public/icons/icon-192.png", 192, 1],
  ["public/icons/icon-512.png", 512, 1],
  ["public/icons/icon-maskable-512.png", 512, 0.7],
  ["app/apple-icon.png", 180, 0.85],
];
for (const [file, size, scale] of files) {
  await icon(size, scale).toFile(path.join(root, file));
  console.log(`${file} (${size}x${size})`);
}
