/**
 * Phone presets: each screen's size in pixels and the band its lock screen leaves free for the
 * list (below the clock and widgets, above the bottom buttons and the fingerprint icon).
 *
 * Pixel sizes are the makers' published display resolutions (Apple's tech specs and the Human
 * Interface Guidelines' table of screen sizes in points × scale; Google's Pixel tech specs;
 * Samsung's Galaxy spec sheets), checked for models up to the iPhone 17 range, the Pixel 10 range,
 * the Galaxy S25 range and the Galaxy A56. Newer models reuse these sizes or need an entry.
 *
 * The bands are estimates, not measurements on devices:
 * - iPhone: the lock screen is laid out in points, the clock and widgets at a fixed distance from
 *   the top and the torch and camera buttons at a fixed distance from the bottom. The product's
 *   band for the 852-point-tall iPhone 15/16 (36% to 85%, docs/product.md §4: the widgets end
 *   near 35%, the buttons start near 87%) is 306.72 pt from the top and 127.8 pt from the bottom;
 *   every other iPhone keeps those two distances in its own height in points (rounded inwards to
 *   0.001). presets.test.ts checks the figures against that rule. The iPhone SE's status bar is
 *   shorter, so its band is, if anything, too cautious.
 * - Pixel and Galaxy: Android lock screens scale with the display size setting, so no point rule
 *   holds. The fractions below are cautious readings of the stock layouts (Pixel: the large clock
 *   and At a Glance fill most of the top 40%, the under-display fingerprint icon and the shortcuts
 *   sit in the bottom 20%; One UI: clock, date and notification icons in the top third, the
 *   fingerprint icon from about 78% down). They should be checked against screenshots of real
 *   devices before they are relied on more tightly.
 *
 * Plain data and pure functions: the browser's creator and the server import this module alike.
 */
import { WALLPAPER_HEIGHT, WALLPAPER_MAX_SIDE, WALLPAPER_MIN_SIDE, WALLPAPER_WIDTH } from "@/config/site";
import { BAND_BOTTOM, BAND_TOP } from "./style";

/** The free band as fractions of the height, from the top: the list's ink stays between them. */
export interface Band {
  top: number;
  bottom: number;
}

export interface DevicePreset {
  id: string;
  /** The models that share the screen, as the creator lists them. */
  name: string;
  brand: "Apple" | "Google" | "Samsung";
  width: number;
  height: number;
  band: Band;
  /**
   * The size a browser reports for this screen (CSS pixels × devicePixelRatio) when it is not the
   * panel's: the iPhone mini draws at 1125x2436 and scales down to its 1080x2340 panel.
   */
  reports?: ReadonlyArray<{ width: number; height: number }>;
}

const PRESETS = [
  // Apple. Points × scale from the HIG; the first entry is the default (config/site.ts).
  // 393x852 pt @3x. The product's own band (docs/product.md §4).
  { id: "iphone-16", name: "iPhone 16, 15, 15 Pro, 14 Pro", brand: "Apple", width: 1179, height: 2556, band: { top: BAND_TOP, bottom: BAND_BOTTOM } },
  // 402x874 pt @3x.
  { id: "iphone-17", name: "iPhone 17, 17 Pro, 16 Pro", brand: "Apple", width: 1206, height: 2622, band: { top: 0.351, bottom: 0.853 } },
  // 420x912 pt @3x.
  { id: "iphone-air", name: "iPhone Air", brand: "Apple", width: 1260, height: 2736, band: { top: 0.337, bottom: 0.859 } },
  // 430x932 pt @3x.
  {
    id: "iphone-16-plus",
    name: "iPhone 16 Plus, 15 Plus, 15 Pro Max, 14 Pro Max",
    brand: "Apple",
    width: 1290,
    height: 2796,
    band: { top: 0.33, bottom: 0.862 },
  },
  // 440x956 pt @3x.
  { id: "iphone-17-pro-max", name: "iPhone 17 Pro Max, 16 Pro Max", brand: "Apple", width: 1320, height: 2868, band: { top: 0.321, bottom: 0.866 } },
  // 390x844 pt @3x.
  {
    id: "iphone-16e",
    name: "iPhone 16e, 14, 13, 13 Pro, 12, 12 Pro",
    brand: "Apple",
    width: 1170,
    height: 2532,
    band: { top: 0.364, bottom: 0.848 },
  },
  // 428x926 pt @3x.
  {
    id: "iphone-14-plus",
    name: "iPhone 14 Plus, 13 Pro Max, 12 Pro Max",
    brand: "Apple",
    width: 1284,
    height: 2778,
    band: { top: 0.332, bottom: 0.861 },
  },
  // 375x812 pt @3x, drawn at 1125x2436 and scaled to the 1080x2340 panel.
  {
    id: "iphone-mini",
    name: "iPhone 13 mini, 12 mini",
    brand: "Apple",
    width: 1080,
    height: 2340,
    band: { top: 0.378, bottom: 0.842 },
    reports: [{ width: 1125, height: 2436 }],
  },
  // 375x667 pt @2x.
  { id: "iphone-se", name: "iPhone SE (2nd and 3rd generation)", brand: "Apple", width: 750, height: 1334, band: { top: 0.46, bottom: 0.808 } },

  // Google: the panels' full resolutions (Pro models may run at a lower one; the picker matches by shape).
  { id: "pixel-10", name: "Pixel 10, 9, 9a", brand: "Google", width: 1080, height: 2424, band: { top: 0.4, bottom: 0.8 } },
  { id: "pixel-10-pro", name: "Pixel 10 Pro, 9 Pro", brand: "Google", width: 1280, height: 2856, band: { top: 0.4, bottom: 0.8 } },
  { id: "pixel-10-pro-xl", name: "Pixel 10 Pro XL, 9 Pro XL, 8 Pro", brand: "Google", width: 1344, height: 2992, band: { top: 0.4, bottom: 0.8 } },
  { id: "pixel-8", name: "Pixel 8, 8a", brand: "Google", width: 1080, height: 2400, band: { top: 0.4, bottom: 0.8 } },

  // Samsung: FHD+ is what these phones run at out of the box; the S25+ and Ultra can switch to QHD+.
  {
    id: "galaxy-s25",
    name: "Galaxy S25, S24, S25 FE (and S25+, Ultra at FHD+)",
    brand: "Samsung",
    width: 1080,
    height: 2340,
    band: { top: 0.34, bottom: 0.78 },
  },
  {
    id: "galaxy-s25-ultra",
    name: "Galaxy S25 Ultra, S25+, S24 Ultra (QHD+)",
    brand: "Samsung",
    width: 1440,
    height: 3120,
    band: { top: 0.34, bottom: 0.78 },
  },
  { id: "galaxy-a56", name: "Galaxy A56, A36, A26, A16", brand: "Samsung", width: 1080, height: 2340, band: { top: 0.34, bottom: 0.78 } },
] as const satisfies readonly DevicePreset[];

export type DevicePresetId = (typeof PRESETS)[number]["id"];
/** A size of the person's own choosing (WALLPAPER_MIN_SIDE to WALLPAPER_MAX_SIDE per side). */
export const CUSTOM_PRESET_ID = "custom";
export type PresetId = DevicePresetId | typeof CUSTOM_PRESET_ID;

export const DEVICE_PRESETS: readonly DevicePreset[] = PRESETS;
const presetIds: PresetId[] = [...PRESETS.map((preset) => preset.id), CUSTOM_PRESET_ID];
/** Every preset id, "custom" last: the values the API accepts. */
export const PRESET_IDS = presetIds as [PresetId, ...PresetId[]];

export const DEFAULT_PRESET_ID: DevicePresetId = "iphone-16";
export const DEFAULT_PRESET: DevicePreset = PRESETS[0];

/** A custom size's band: the product's proportions (docs/product.md §4), the same at any size. */
export const CUSTOM_BAND: Band = { top: BAND_TOP, bottom: BAND_BOTTOM };

/** Custom sizes, per side. */
export const CUSTOM_SIZE_LIMITS = { min: WALLPAPER_MIN_SIDE, max: WALLPAPER_MAX_SIDE } as const;

/** A side a custom size accepts: a whole number of pixels within CUSTOM_SIZE_LIMITS. */
export function isCustomSide(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= CUSTOM_SIZE_LIMITS.min && (value as number) <= CUSTOM_SIZE_LIMITS.max;
}

export function getDevicePreset(id: string): DevicePreset | null {
  return DEVICE_PRESETS.find((preset) => preset.id === id) ?? null;
}

/** The band to lay the list out in: the preset's at its own size, the proportional one otherwise. */
export function bandFor(presetId: string, width: number, height: number): Band {
  const preset = getDevicePreset(presetId);
  return preset && preset.width === width && preset.height === height ? preset.band : CUSTOM_BAND;
}

export type Platform = "ios" | "android";

/** What the browser knows of the screen: `screen.width`, `screen.height`, `devicePixelRatio`, and the system when known. */
export interface ScreenSize {
  width: number;
  height: number;
  devicePixelRatio: number;
  /** From platformFromUserAgent(); narrows the match to that system's phones. */
  platform?: Platform | null;
}

export interface ScreenPick {
  preset: DevicePreset;
  /** False when the screen matched no preset (or is no phone's) and the default was picked. */
  matched: boolean;
}

/** The widest phone screen in CSS pixels; tablets and desktops start well above it. */
const MAX_PHONE_CSS_WIDTH = 500;
/** A side may be off by this share: Android reports whole CSS pixels times a fractional ratio (0.15% at most). */
const SIZE_TOLERANCE = 0.005;
/** Same shape: an Android phone running below its panel's resolution (Pixel Pro models ship so). */
const SHAPE_TOLERANCE = 0.005;

export const platformOf = (preset: DevicePreset): Platform => (preset.brand === "Apple" ? "ios" : "android");

/** The system a user agent string names, for pickPresetForScreen; null for anything else. */
export function platformFromUserAgent(userAgent: string): Platform | null {
  if (/\b(iPhone|iPod)\b/.test(userAgent)) return "ios";
  if (/\bAndroid\b/.test(userAgent)) return "android";
  return null;
}

/**
 * The preset for the visitor's own phone: the screen in device pixels (either orientation) equal
 * to a size the preset's screen reports, within 0.5% per side (the closest wins); on Android, else
 * a preset of the same shape and a larger panel (a phone running below its full resolution). The
 * default (1179x2556) when nothing fits or the screen is no phone's. Presets sharing a size resolve
 * to the first listed.
 */
export function pickPresetForScreen({ width, height, devicePixelRatio, platform }: ScreenSize): ScreenPick {
  const cssShort = Math.min(width, height);
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  if (!(cssShort > 0) || cssShort > MAX_PHONE_CSS_WIDTH) return { preset: DEFAULT_PRESET, matched: false };
  const short = cssShort * ratio;
  const long = Math.max(width, height) * ratio;
  const candidates = platform ? DEVICE_PRESETS.filter((preset) => platformOf(preset) === platform) : DEVICE_PRESETS;
  const sizeOff = (preset: DevicePreset) =>
    Math.min(...reportedSizes(preset).map((size) => Math.max(Math.abs(short / size.width - 1), Math.abs(long / size.height - 1))));
  const [exact] = candidates.filter((preset) => sizeOff(preset) <= SIZE_TOLERANCE).sort((a, b) => sizeOff(a) - sizeOff(b));
  if (exact) return { preset: exact, matched: true };
  if (platform !== "android") return { preset: DEFAULT_PRESET, matched: false };
  const shapeOff = (preset: DevicePreset) => Math.abs(long / short / (preset.height / preset.width) - 1);
  const [closest] = candidates
    .filter((preset) => shapeOff(preset) <= SHAPE_TOLERANCE && short < preset.width)
    .sort((a, b) => shapeOff(a) - shapeOff(b));
  return closest ? { preset: closest, matched: true } : { preset: DEFAULT_PRESET, matched: false };
}

/** The sizes a browser reports for the preset's screen: its own, unless it draws at another. */
function reportedSizes(preset: DevicePreset): ReadonlyArray<{ width: number; height: number }> {
  return preset.reports ?? [preset];
}

/** The default size, as config/site.ts states it (a test keeps the two equal). */
export const DEFAULT_SIZE = { width: WALLPAPER_WIDTH, height: WALLPAPER_HEIGHT } as const;
