// Server-side only, but without `import "server-only"`: scripts/build-og-image.ts and bench/wallpaper.ts
// run it under tsx, where that package throws.
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import type { Mode, Task } from "@/lib/tasks/types";
import { drawWallpaper } from "./draw";
import { layoutWallpaper, type MeasureText, type WallpaperLayout } from "./layout";
import type { WallpaperStyle } from "./options";
import { ensureWallpaperFonts, fontForText } from "./server-fonts";
import { INK_ASCENT, INK_DESCENT, LINE_HEIGHT } from "./style";

export interface RenderInput {
  tasks: readonly Task[];
  width: number;
  height: number;
  mode: Mode;
  /** Preset, theme, text size, alignment; today's look when left out. */
  style?: Partial<WallpaperStyle>;
}

/**
 * A rendered wallpaper as raw pixels. On a one-colour background only the rows that can hold ink
 * are drawn and read back (reading a whole 1179x2556 canvas costs ~40 ms, most of the budget); the
 * rest is plain background, added by the encoder. A gradient is drawn and read back whole.
 */
export interface WallpaperPixels {
  layout: WallpaperLayout;
  width: number;
  height: number;
  /** First canvas row of `rgba`. */
  top: number;
  /** Premultiplied RGBA rows (opaque, so the same as straight RGBA) from `top` down. */
  rgba: Buffer;
  rows: number;
}

/**
 * Lossless, zlib level 6, no adaptive filtering: ~110 KB in ~18 ms for the bench's 7-task list.
 * Measured alternatives: levels 2-4 save 1-2 ms for 5-10% more bytes; level 9 or adaptive
 * filtering cost 100+ ms; palette quantisation halves the size but takes ~70 ms and dulls emoji.
 */
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;

/** The wallpaper as PNG bytes: layout and drawing with the bundled fonts, then sharp's encoder. */
export async function renderWallpaperPng(input: RenderInput): Promise<Buffer> {
  return encodeWallpaperPng(renderWallpaperPixels(input));
}

/** Lays out and draws the wallpaper; the first call in a process also registers the fonts. */
export function renderWallpaperPixels({ tasks, width, height, mode, style }: RenderInput): WallpaperPixels {
  ensureWallpaperFonts();
  const layout = layoutWallpaper({ tasks, width, height, mode, measureText: canvasMeasureText(), ...(style ? { style } : {}) });
  const { top, rows } = layout.background.kind === "solid" ? lineBoxRows(layout, height) : { top: 0, rows: height };
  if (rows === 0) return { layout, width, height, top, rgba: Buffer.alloc(0), rows };
  const canvas = createCanvas(width, rows);
  const ctx = canvas.getContext("2d");
  ctx.translate(0, -top);
  drawWallpaper(ctx, layout, width, height, fontForText);
  return { layout, width, height, top, rgba: canvas.data(), rows };
}

/** Encodes the drawn rows, padded above and below with the (one-colour) background, as an RGB PNG. */
export async function encodeWallpaperPng({ layout, width, height, top, rgba, rows }: WallpaperPixels): Promise<Buffer> {
  const background = layout.background.kind === "solid" ? layout.background.color : "#000000"; // a gradient has no padding
  const image =
    rows === 0
      ? sharp({ create: { width, height, channels: 3, background } })
      : sharp(rgba, { raw: { width, height: rows, channels: 4 } })
          .removeAlpha()
          .extend({ top, bottom: height - top - rows, background });
  return image.png(PNG_OPTIONS).toBuffer();
}

/** The canvas rows the lines' boxes cover: each line's ink box plus the leading around it. */
function lineBoxRows(layout: WallpaperLayout, height: number): { top: number; rows: number } {
  if (layout.lines.length === 0) return { top: 0, rows: 0 };
  const halfLeading = ((LINE_HEIGHT - INK_ASCENT - INK_DESCENT) / 2) * layout.fontSize;
  const baselines = layout.lines.map((line) => line.y);
  const top = Math.max(0, Math.floor(Math.min(...baselines) - INK_ASCENT * layout.fontSize - halfLeading));
  const bottom = Math.min(height, Math.ceil(Math.max(...baselines) + INK_DESCENT * layout.fontSize + halfLeading));
  return { top, rows: bottom - top };
}

/**
 * measureText with the bundled fonts, on one scratch context for the whole process. Setting
 * `ctx.font` parses the string, so it is only set when the (narrowed) font changes.
 */
let measurer: MeasureText | undefined;
export function canvasMeasureText(): MeasureText {
  if (measurer) return measurer;
  ensureWallpaperFonts();
  const ctx = createCanvas(1, 1).getContext("2d");
  let currentFont = "";
  measurer = (text, font) => {
    const narrowed = fontForText(font, text);
    if (narrowed !== currentFont) {
      ctx.font = narrowed;
      currentFont = narrowed;
    }
    return ctx.measureText(text).width;
  };
  return measurer;
}
