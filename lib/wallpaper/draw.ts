import type { WallpaperLayout } from "./layout";
import { BULLET } from "./style";
import type { Paint } from "./themes";

/**
 * The part of a 2D context the wallpaper needs. Both the browser's CanvasRenderingContext2D and
 * @napi-rs/canvas's context satisfy it; `fillStyle` is `unknown` because each declares its own
 * gradient and pattern types, and only strings and their own gradients are written here.
 */
export interface WallpaperContext {
  fillStyle: unknown;
  font: string;
  textAlign: string;
  textBaseline: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): { addColorStop(offset: number, color: string): void };
}

/** Turns a line's shared `font` into the one to set for its text; the browser needs no change. */
export type FontResolver = (font: string, text: string) => string;
const sharedFont: FontResolver = (font) => font;

/**
 * Paints the background and every line of a layout made for the same width and height.
 * The server passes a resolver that narrows the font's family list per line (server-fonts.ts).
 */
export function drawWallpaper(
  ctx: WallpaperContext,
  layout: WallpaperLayout,
  width: number,
  height: number,
  resolveFont: FontResolver = sharedFont,
): void {
  paintBackground(ctx, layout.background, width, height);
  ctx.textBaseline = "alphabetic";
  for (const line of layout.lines) {
    ctx.font = resolveFont(line.font, line.text);
    ctx.fillStyle = line.color;
    ctx.textAlign = line.align;
    ctx.fillText(line.text, line.x, line.y);
    if (line.bullet) {
      ctx.font = resolveFont(line.font, BULLET);
      ctx.textAlign = "left";
      ctx.fillText(BULLET, line.bullet.x, line.y);
    }
    if (line.strike) ctx.fillRect(line.strike.x, line.strike.y, line.strike.width, line.strike.thickness);
  }
}

function paintBackground(ctx: WallpaperContext, paint: Paint, width: number, height: number): void {
  if (paint.kind === "solid") {
    ctx.fillStyle = paint.color;
  } else {
    const { x0, y0, x1, y1 } = gradientLine(paint.angle, width, height);
    const gradient = ctx.createLinearGradient(x0, y0, x1, y1);
    for (const stop of paint.stops) gradient.addColorStop(stop.offset, stop.color);
    ctx.fillStyle = gradient;
  }
  ctx.fillRect(0, 0, width, height);
}

/**
 * The gradient line of CSS `linear-gradient(<angle>deg, ...)` on a width x height box: through the
 * centre, long enough that the corners get the first and last colours, so the creator's CSS swatch
 * and the canvas agree.
 */
export function gradientLine(angle: number, width: number, height: number): { x0: number; y0: number; x1: number; y1: number } {
  const radians = (angle * Math.PI) / 180;
  // sin(180°) is 1.2e-16 in floating point: snap such crumbs, so a vertical gradient stays vertical.
  const snap = (n: number) => (Math.abs(n) < 1e-12 ? 0 : n);
  const dx = snap(Math.sin(radians));
  const dy = snap(-Math.cos(radians));
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  return { x0: width / 2 - dx * half, y0: height / 2 - dy * half, x1: width / 2 + dx * half, y1: height / 2 + dy * half };
}
