/**
 * Renders the wallpaper in the browser with the same layout and draw code as the server PNG. The
 * faces come from the @fontsource CSS the creator imports; they load on demand, so every face a
 * line needs is loaded before measuring.
 */
import type { Mode, Task } from "@/lib/tasks/types";
import { drawWallpaper, type FontResolver } from "./draw";
import { FONT_FAMILIES, fontFor } from "./fonts";
import { layoutWallpaper } from "./layout";
import type { WallpaperStyle } from "./options";
import { BULLET, WEIGHTS } from "./style";

async function loadFonts(tasks: readonly Task[]): Promise<void> {
  if (typeof document === "undefined" || !document.fonts) return;
  const sample = tasks.map((task) => `${task.text} ${task.emoji ?? ""}`).join(" ") + ` +0123456789 more ${BULLET}`;
  // A face that cannot be fetched (offline, a Chinese subset never kept) fails its load: the text then falls through
  // to the next family in the stack, or the system's own, rather than the preview failing.
  await Promise.allSettled([WEIGHTS.regular, WEIGHTS.priority].map((weight) => document.fonts.load(fontFor(weight, 60), sample)));
}

let bundledEmojiDraws: boolean | undefined;

/**
 * Whether this browser paints the bundled colour emoji. The font's colour layers (COLRv1, and SVG
 * for Safari) are not drawn by every build (Chromium linked against an older FreeType draws the
 * empty outlines instead); there the system's own emoji font is the better choice.
 */
function bundledEmojiWorks(): boolean {
  if (bundledEmojiDraws !== undefined) return bundledEmojiDraws;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 48;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return (bundledEmojiDraws = false);
  ctx.font = `40px "${FONT_FAMILIES.emoji}"`;
  ctx.textBaseline = "top";
  ctx.fillText("🐕", 0, 0);
  const pixels = ctx.getImageData(0, 0, 48, 48).data;
  bundledEmojiDraws = pixels.some((value, i) => i % 4 === 3 && value > 0);
  return bundledEmojiDraws;
}

const withoutBundledEmoji: FontResolver = (font) => font.replace(`"${FONT_FAMILIES.emoji}", `, "");

/**
 * The wallpaper as a PNG blob, drawn with the same layout and options as the server's PNG.
 * `style` (preset, theme, text size, alignment) defaults to today's look.
 */
export async function renderWallpaperBlob(
  tasks: readonly Task[],
  mode: Mode,
  width: number,
  height: number,
  style: Partial<WallpaperStyle> = {},
): Promise<Blob> {
  await loadFonts(tasks);
  const resolveFont: FontResolver = bundledEmojiWorks() ? (font) => font : withoutBundledEmoji;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas 2D is not available");
  let currentFont = "";
  const measureText = (text: string, font: string) => {
    const resolved = resolveFont(font, text);
    if (resolved !== currentFont) {
      ctx.font = resolved;
      currentFont = resolved;
    }
    return ctx.measureText(text).width;
  };
  const layout = layoutWallpaper({ tasks, width, height, mode, measureText, style });
  drawWallpaper(ctx, layout, width, height, resolveFont);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The canvas could not be encoded"))), "image/png"),
  );
}
