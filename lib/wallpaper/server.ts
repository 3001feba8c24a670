// Server-side only, but without `import "server-only"`: scripts/build-og-image.ts and bench/wallpaper.ts
// run it under tsx, where that package throws.
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import sharp from "sharp";
import type { Mode, Task } from "@/lib/tasks/types";
import { parseHex } from "./color";
import { drawWallpaper } from "./draw";
import { layoutWallpaper, type MeasureText, type WallpaperLayout, type WallpaperLine } from "./layout";
import type { WallpaperStyle } from "./options";
import { ensureWallpaperFonts, fontForText } from "./server-fonts";
import { BULLET, INK_ASCENT, INK_DESCENT, LINE_HEIGHT } from "./style";

export interface RenderInput {
  tasks: readonly Task[];
  width: number;
  height: number;
  mode: Mode;
  /** Preset, theme, text size, alignment; today's look when left out. */
  style?: Partial<WallpaperStyle>;
}

/**
 * A rendered wallpaper as raw pixels. On a one-colour background only the rectangle that can hold
 * ink is drawn and read back (every byte read back is a byte copied into fresh memory and then
 * walked by the encoder: reading a whole 1179x2556 canvas costs ~20 ms); the rest is plain
 * background, added by the encoder. A gradient is drawn and read back whole.
 */
export interface WallpaperPixels {
  layout: WallpaperLayout;
  width: number;
  height: number;
  /** First canvas row of `rgba`. */
  top: number;
  /** First canvas column of `rgba`. */
  left: number;
  /** RGBA rows (opaque, so premultiplied or not is the same), `columns` pixels wide, from `top` down. */
  rgba: Buffer;
  rows: number;
  columns: number;
}

/**
 * Lossless, zlib level 4, no adaptive filtering: ~115 KB for the bench's 7-task list. Measured
 * against level 6 on the bench list, a 40-task list, the Dark theme and a gradient: 13-20% less
 * encoder time for 2-5% more bytes (level 6: 110 KB). Level 3 saves little more for 1-5% more
 * bytes again, level 2 costs 10-20% more bytes than level 6, level 1 45-80% more. Level 9 or
 * adaptive filtering cost 100+ ms, and filtering makes text on a flat background larger, not
 * smaller. A palette is no use losslessly: anti-aliased text alone has more than 256 colours, and
 * sharp's quantiser halves the size but takes over 100 ms and changes pixels (it dulls emoji).
 */
const PNG_OPTIONS = { compressionLevel: 4, adaptiveFiltering: false } as const;

/** The wallpaper as PNG bytes: layout and drawing with the bundled fonts, then sharp's encoder. */
export async function renderWallpaperPng(input: RenderInput): Promise<Buffer> {
  return encodeWallpaperPng(renderWallpaperPixels(input));
}

/** Lays out and draws the wallpaper; the first call in a process also registers the fonts. */
export function renderWallpaperPixels({ tasks, width, height, mode, style }: RenderInput): WallpaperPixels {
  ensureWallpaperFonts();
  const layout = layoutWallpaper({ tasks, width, height, mode, measureText: canvasMeasureText(), ...(style ? { style } : {}) });
  const area = layout.background.kind === "solid" ? inkArea(layout, width, height) : { top: 0, left: 0, rows: height, columns: width };
  const rgba = area.rows === 0 ? Buffer.alloc(0) : drawArea(layout, width, height, area);
  return { layout, width, height, ...area, rgba };
}

/** Encodes the drawn area, padded on every side with the (one-colour) background, as an RGB PNG. */
export async function encodeWallpaperPng({ layout, width, height, top, left, rgba, rows, columns }: WallpaperPixels): Promise<Buffer> {
  const background = layout.background.kind === "solid" ? layout.background.color : "#000000"; // a gradient has no padding
  const image =
    rows === 0
      ? // One background pixel, extended: sharp's own `create` takes ~50 ms for a phone-sized PNG, this ~10.
        sharp(Buffer.from(parseHex(background)), { raw: { width: 1, height: 1, channels: 3 } }).extend({
          right: width - 1,
          bottom: height - 1,
          background,
        })
      : sharp(rgba, { raw: { width: columns, height: rows, channels: 4 } })
          .removeAlpha()
          .extend({ top, bottom: height - top - rows, left, right: width - left - columns, background });
  return image.png(PNG_OPTIONS).toBuffer();
}

interface Area {
  top: number;
  left: number;
  rows: number;
  columns: number;
}

/**
 * Draws the layout on a canvas just big enough for `area` and reads the area back.
 *
 * The canvas is only shifted up, by `top`: shifting it left as well would move glyphs to other
 * device x coordinates, where Skia rounds their subpixel positions differently (a 👍🏽 drew
 * differently 64 px further left), so the columns left of the area are drawn but not read.
 *
 * A canvas is made per render on purpose. Keeping one between renders was measured slower: every
 * read leaves Skia holding a snapshot of the canvas, so the next render's first stroke copies the
 * whole kept canvas (copy-on-write). Rendering the bench's list between encodes took ~3.5 ms with
 * a new canvas each time, ~4 ms with one kept band-sized canvas, and 7-9 ms once a gradient had
 * grown that canvas to a whole screen.
 */
function drawArea(layout: WallpaperLayout, width: number, height: number, area: Area): Buffer {
  const ctx = createCanvas(area.left + area.columns, area.rows).getContext("2d");
  ctx.translate(0, -area.top);
  drawWallpaper(ctx, layout, width, height, fontForText);
  // getImageData copies (as canvas.data() does; nothing reads pixels in place), but only the area.
  const { data } = ctx.getImageData(area.left, 0, area.columns, area.rows);
  // Free the canvas's pixels now, not whenever the collector gets to the canvas: V8 does not see
  // their size, so renders in a row pile them up (200 canvases of this size made in a row: ~900 MB
  // of RSS, against ~9 MB freed like this), and each new one starts in fresh memory, page faults
  // and all (the bench's render-alone row: p90 ~16 ms against ~24).
  ctx.canvas.width = 0;
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * The canvas area the lines can ink: vertically each line's ink box plus the leading around it,
 * horizontally each line's measured ink (text, bullet and strike) with a small margin.
 */
function inkArea(layout: WallpaperLayout, width: number, height: number): Area {
  if (layout.lines.length === 0) return { top: 0, left: 0, rows: 0, columns: 0 };
  const halfLeading = ((LINE_HEIGHT - INK_ASCENT - INK_DESCENT) / 2) * layout.fontSize;
  const baselines = layout.lines.map((line) => line.y);
  const top = Math.max(0, Math.floor(Math.min(...baselines) - INK_ASCENT * layout.fontSize - halfLeading));
  const bottom = Math.min(height, Math.ceil(Math.max(...baselines) + INK_DESCENT * layout.fontSize + halfLeading));
  const spans = layout.lines.map(lineInkSpan);
  const left = Math.max(0, Math.floor(Math.min(...spans.map((span) => span.left))) - INK_MARGIN);
  const right = Math.min(width, Math.ceil(Math.max(...spans.map((span) => span.right))) + INK_MARGIN);
  if (bottom <= top || right <= left) return { top: 0, left: 0, rows: 0, columns: 0 };
  return { top, left, rows: bottom - top, columns: right - left };
}

/** Pixels kept either side of the measured ink, for anti-aliasing and filtered emoji bitmaps. */
const INK_MARGIN = 4;

/** From the leftmost to the rightmost pixel a line can ink: its text's box and glyphs, its bullet, its strike. */
function lineInkSpan(line: WallpaperLine): { left: number; right: number } {
  const text = textInkSpan(line.text, line.font);
  const start = line.align === "center" ? line.x - text.advance / 2 : line.x;
  let left = start + text.left;
  let right = start + text.right;
  if (line.bullet) {
    const bullet = textInkSpan(BULLET, line.font);
    left = Math.min(left, line.bullet.x + bullet.left);
    right = Math.max(right, line.bullet.x + bullet.right);
  }
  if (line.strike) {
    left = Math.min(left, line.strike.x);
    right = Math.max(right, line.strike.x + line.strike.width);
  }
  return { left, right };
}

/**
 * Cached measures, kept between renders: a list is mostly the same words from one render to the
 * next, and the layout measures each at several sizes. A cache that is full is emptied, which
 * bounds its memory without the bookkeeping of an LRU.
 */
const MAX_CACHED_MEASURES = 20_000;
const inkSpans = new Map<string, { advance: number; left: number; right: number }>();

/**
 * Where `text`, set left-aligned at 0 in `font`, can ink: its advance box and its glyphs' bounds
 * (a glyph can overhang the box), from left to right. One measureText gives both the layout's
 * width (the advance) and the ink, so the two share one cache.
 */
function textInkSpan(text: string, font: string): { advance: number; left: number; right: number } {
  const key = `${font}\n${text}`;
  let span = inkSpans.get(key);
  if (span === undefined) {
    if (inkSpans.size >= MAX_CACHED_MEASURES) inkSpans.clear();
    const metrics = measuringContext(font, text).measureText(text);
    span = {
      advance: metrics.width,
      left: Math.min(0, -metrics.actualBoundingBoxLeft),
      right: Math.max(metrics.width, metrics.actualBoundingBoxRight),
    };
    inkSpans.set(key, span);
  }
  return span;
}

const measureWidth: MeasureText = (text, font) => textInkSpan(text, font).advance;

/** measureText with the bundled fonts, on one scratch context, its widths kept for the whole process. */
export function canvasMeasureText(): MeasureText {
  return measureWidth;
}

let measuring: { ctx: SKRSContext2D; font: string } | undefined;

/**
 * The process's scratch context for measuring, with the (narrowed) font for `text`. Setting
 * `ctx.font` parses the string, so it is only set when the font changes.
 */
function measuringContext(font: string, text: string): SKRSContext2D {
  ensureWallpaperFonts();
  measuring ??= { ctx: createCanvas(1, 1).getContext("2d"), font: "" };
  const narrowed = fontForText(font, text);
  if (narrowed !== measuring.font) {
    measuring.ctx.font = narrowed;
    measuring.font = narrowed;
  }
  return measuring.ctx;
}
