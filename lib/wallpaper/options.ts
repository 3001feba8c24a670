/**
 * A wallpaper's style: the person's choices besides the list and its mode. Plain data, the same
 * in the browser's creator, the generate API (lib/api/wallpaper.ts) and a saved history item.
 */
import { HEX_COLOR } from "./color";
import { CUSTOM_PRESET_ID, DEFAULT_PRESET_ID, PRESET_IDS, type PresetId } from "./presets";
import { CUSTOM_THEME_ID, DEFAULT_THEME_ID, THEME_IDS, type ThemeId } from "./themes";

export const TEXT_SIZES = ["small", "medium", "large"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** Centred lines (today's look), or left-aligned lines with a bullet before each task. */
export const TEXT_ALIGNS = ["center", "left"] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export interface WallpaperStyle {
  /** A device preset, or "custom" for any other size (its band is the proportional one). */
  preset: PresetId;
  theme: ThemeId;
  /** The custom theme's background, #rrggbb; null for the built-in themes. */
  background: string | null;
  textSize: TextSize;
  align: TextAlign;
}

/** Today's look: the default phone, Light, Medium, centred. */
export const DEFAULT_WALLPAPER_STYLE: Readonly<WallpaperStyle> = {
  preset: DEFAULT_PRESET_ID,
  theme: DEFAULT_THEME_ID,
  background: null,
  textSize: "medium",
  align: "center",
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * A stored style, whatever it holds, as a whole WallpaperStyle: a history row saved before styles
 * existed ({}), or one naming a theme or preset no longer offered, draws with today's look for
 * each missing or unknown part. A custom theme without a usable colour falls back to Light.
 */
export function normaliseWallpaperStyle(value: unknown): WallpaperStyle {
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const background = typeof stored.background === "string" && HEX_COLOR.test(stored.background) ? stored.background.toLowerCase() : null;
  const theme = oneOf(THEME_IDS, stored.theme, DEFAULT_THEME_ID);
  const customUsable = theme !== CUSTOM_THEME_ID || background !== null;
  return {
    preset: oneOf(PRESET_IDS, stored.preset, CUSTOM_PRESET_ID),
    theme: customUsable ? theme : DEFAULT_THEME_ID,
    background: theme === CUSTOM_THEME_ID && customUsable ? background : null,
    textSize: oneOf(TEXT_SIZES, stored.textSize, DEFAULT_WALLPAPER_STYLE.textSize),
    align: oneOf(TEXT_ALIGNS, stored.align, DEFAULT_WALLPAPER_STYLE.align),
  };
}
