import type { WallpaperLayout } from "./layout";
import { COLORS } from "./style";

/**
 * The part of a 2D context the wallpaper needs. Both the browser's CanvasRenderingContext2D and
 * @napi-rs/canvas's context satisfy it; `fillStyle` is `unknown` because each declares its own
 * gradient and pattern types, and only strings are written here.
 */
export interface WallpaperContext {
  fillStyle: unknown;
  font: string;
  textAlign: string;
  textBaseline: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
}

/** Turns a line's shared `font` into the one to set for its text; the browser needs no change. */
export type FontResolver = (font: string, text: string) => string;
const sharedFont: FontResolver = (font) => font;

/**
 * Paints the white background and every line of a layout made for the same width and height.
 * The server passes a resolver that narrows the font's family list per line (server-fonts.ts).
 */
export function drawWallpaper(
  ctx: WallpaperContext,
  layout: WallpaperLayout,
  width: number,
  height: number,
  resolveFont: FontResolver = sharedFont,
): void {
  ctx.fillStyle = COLORS.background;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = "alphabetic";
  for (const line of layout.lines) {
    ctx.font = resolveFont(line.font, line.text);
    ctx.fillStyle = line.color;
    ctx.textAlign = line.align;
    ctx.fillText(line.text, line.x, line.y);
    if (line.strike) ctx.fillRect(line.strike.x, line.strike.y, line.strike.width, line.strike.thickness);
  }
}
