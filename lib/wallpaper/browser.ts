/**
 * Renders the wallpaper in the browser with the same layout and draw code as the server PNG. The
 * Latin and Chinese faces come from the @fontsource CSS the creator imports, the colour emoji faces
 * from ./emoji-faces.json (decision record 018); they load on demand, so every face a line needs is
 * loaded before measuring.
 */
import { findEmoji } from "@/lib/tasks/emoji-text";
import type { Mode, Task } from "@/lib/tasks/types";
import { drawWallpaper, type FontResolver } from "./draw";
import EMOJI_FACES from "./emoji-faces.json";
import { FONT_FAMILIES } from "./fonts";
import { layoutWallpaper } from "./layout";
import type { WallpaperStyle } from "./options";
import { BULLET, WEIGHTS } from "./style";

/**
 * Loads the faces the text needs, family by family: each comes in subsets (unicode-range), and `load` fetches exactly
 * the subsets that hold the text's characters, the emoji's among them. A face that cannot be fetched (offline, a
 * Chinese subset never kept) fails its load: the text then falls through to the next family in the stack, or the
 * system's own, rather than the preview failing.
 */
async function loadFonts(tasks: readonly Task[]): Promise<void> {
  if (typeof document === "undefined" || !document.fonts) return;
  declareEmojiFaces();
  const sample = tasks.map((task) => `${task.text} ${task.emoji ?? ""}`).join(" ") + ` +0123456789 more ${BULLET}`;
  const families = Object.values(FONT_FAMILIES);
  // A family none of whose faces is declared yet (its stylesheet still on its way) loads nothing, and its text would be
  // drawn in a fallback face, Chinese as empty boxes: the drawing fails instead, and is made again by the next click.
  const declared = new Set<string>();
  document.fonts.forEach((face) => declared.add(face.family.replace(/^"|"$/g, "")));
  const undeclared = families.filter((family) => !declared.has(family));
  if (undeclared.length > 0) throw new Error(`The wallpaper's fonts are not declared: ${undeclared.join(", ")}`);
  await Promise.allSettled(
    [WEIGHTS.regular, WEIGHTS.priority].flatMap((weight) => families.map((family) => document.fonts.load(`${weight} 60px "${family}"`, sample))),
  );
}

let emojiFacesDeclared = false;

/**
 * The colour emoji family, face by face with the characters each holds, declared once: a face's file downloads only
 * when a glyph of it is asked for. They are the server's COLRv1 glyphs (scripts/build-emoji-faces.ts): the package's
 * own WOFF2 files hold SVG glyphs only, which Chromium does not draw.
 */
function declareEmojiFaces(): void {
  if (emojiFacesDeclared || typeof FontFace === "undefined") return;
  emojiFacesDeclared = true;
  for (const { url, unicodeRange } of EMOJI_FACES) {
    document.fonts.add(new FontFace(FONT_FAMILIES.emoji, `url(${url}) format("woff2")`, { unicodeRange }));
  }
}

let bundledEmojiDraws: boolean | undefined;

/**
 * Whether this browser paints the bundled colour emoji. The font's colour layers (COLRv1, and SVG
 * for Safari) are not drawn by every build (Chromium linked against an older FreeType draws the
 * empty outlines instead); there the system's own emoji font is the better choice.
 *
 * It draws `probe`, an emoji of the list, whose subset loadFonts has just fetched: the check once drew a glyph whose
 * subset nothing had asked for, saw nothing, answered "no" for good, and a browser with no emoji font of its own then
 * drew every emoji as a blank. A face that could not be loaded (offline, not kept) answers "no" for this drawing
 * only, and is asked again the next time.
 */
async function bundledEmojiWorks(probe: string): Promise<boolean> {
  if (bundledEmojiDraws !== undefined) return bundledEmojiDraws;
  const probeFont = `40px "${FONT_FAMILIES.emoji}"`;
  const faces = await document.fonts.load(probeFont, probe).catch(() => []);
  if (faces.length === 0) return false;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 48;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return (bundledEmojiDraws = false);
  ctx.font = probeFont;
  ctx.textBaseline = "top";
  ctx.fillText(probe, 0, 0);
  const pixels = ctx.getImageData(0, 0, 48, 48).data;
  bundledEmojiDraws = pixels.some((value, i) => i % 4 === 3 && value > 0);
  return bundledEmojiDraws;
}

/** The first emoji of the list (its own or one in a task's text), if any. */
function firstEmoji(tasks: readonly Task[]): string | null {
  for (const task of tasks) {
    const emoji = task.emoji?.trim() || findEmoji(task.text);
    if (emoji) return emoji;
  }
  return null;
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
  const probe = firstEmoji(tasks);
  // A list without emoji needs no answer: the emoji face then draws nothing either way.
  const resolveFont: FontResolver = probe === null || (await bundledEmojiWorks(probe)) ? (font) => font : withoutBundledEmoji;
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
