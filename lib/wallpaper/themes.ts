/**
 * The wallpaper's themes: a background (one colour or a gradient) and the inks drawn on it. The
 * inks are chosen from the background for contrast (WCAG 2.x): the text and the muted lines
 * (non-priority tasks in Sort for Me, '+N more') at least 4.5:1, AA for normal text, on every
 * colour a gradient paints; ticked tasks, struck through and meant to recede, at least 2.5:1.
 * themes.test.ts checks every theme and random custom colours.
 */
import { type ColorStop, HEX_COLOR, luminance, meanColor, mix, parseHex, type Rgb, sampleGradient, toHex } from "./color";
import { COLORS } from "./style";

/** What the background is painted with. */
export type Paint =
  | { kind: "solid"; color: string }
  /** `angle` as in CSS `linear-gradient()`: 180 runs from the top down, 90 from left to right. */
  | { kind: "gradient"; angle: number; stops: readonly ColorStop[] };

export interface Ink {
  text: string;
  /** Non-priority tasks in Sort for Me, and the '+N more' line. */
  muted: string;
  /** Tasks ticked off in the history, drawn struck through. */
  done: string;
}

export const THEME_IDS = ["light", "dark", "oled", "midnight", "ocean", "forest", "sunset", "dawn", "sand", "custom"] as const;
export type ThemeId = (typeof THEME_IDS)[number];
/** The theme drawn on a background colour of the person's choosing (`background`, #rrggbb). */
export const CUSTOM_THEME_ID = "custom" satisfies ThemeId;
export const DEFAULT_THEME_ID = "light" satisfies ThemeId;

export interface Theme {
  id: ThemeId;
  /** The name the creator shows (English; the interface may translate it by id). */
  name: string;
  paint: Paint;
  ink: Ink;
  /** A CSS `background` value that shows the theme on a swatch. */
  swatch: string;
}

/** WCAG AA for normal text, for the text and the muted lines. */
export const TEXT_MIN_CONTRAST = 4.5;
/** Ticked tasks: dimmed on purpose (today's #9ca3af on white is 2.54:1), still legible. */
export const DONE_MIN_CONTRAST = 2.5;

interface ThemeDefinition {
  id: Exclude<ThemeId, typeof CUSTOM_THEME_ID>;
  name: string;
  paint: Paint;
  /** Hand-picked inks, kept where they pass the minimums; the rest is computed. */
  ink?: Partial<Ink>;
}

const gradient = (angle: number, ...colors: string[]): Paint => ({
  kind: "gradient",
  angle,
  stops: colors.map((color, index) => ({ offset: index / (colors.length - 1), color })),
});

/**
 * Colours from Tailwind's palette. The dark gradients are darkest at the top, under the clock, and
 * keep white text at 8.5:1 or more everywhere, which leaves the muted lines room to be visibly
 * dimmer than the text while still at 4.5:1.
 */
const DEFINITIONS: readonly ThemeDefinition[] = [
  // Today's look (docs/product.md §4): its inks are the product's, not computed.
  {
    id: "light",
    name: "Light",
    paint: { kind: "solid", color: COLORS.background },
    ink: { text: COLORS.text, muted: COLORS.muted, done: COLORS.done },
  },
  { id: "dark", name: "Dark", paint: { kind: "solid", color: "#111827" } },
  { id: "oled", name: "OLED black", paint: { kind: "solid", color: "#000000" } },
  { id: "midnight", name: "Midnight", paint: gradient(180, "#0b1120", "#1e1b4b", "#312e81") },
  { id: "ocean", name: "Ocean", paint: gradient(180, "#082f49", "#0c4a6e", "#164e63") },
  { id: "forest", name: "Forest", paint: gradient(180, "#052e16", "#14532d", "#134e4a") },
  { id: "sunset", name: "Sunset", paint: gradient(180, "#1e1b4b", "#701a75", "#7c2d12") },
  { id: "dawn", name: "Dawn", paint: gradient(180, "#e0e7ff", "#fce7f3", "#ffedd5") },
  { id: "sand", name: "Sand", paint: { kind: "solid", color: "#f3ede2" } },
];

/** Every colour the paint puts on the canvas, as far as contrast is concerned. */
export function paintColors(paint: Paint): Rgb[] {
  return paint.kind === "solid" ? [parseHex(paint.color)] : sampleGradient(paint.stops);
}

export function swatchFor(paint: Paint): string {
  if (paint.kind === "solid") return paint.color;
  return `linear-gradient(${paint.angle}deg, ${paint.stops.map((stop) => `${stop.color} ${Math.round(stop.offset * 100)}%`).join(", ")})`;
}

const DARK_INK = "#111827";
const LIGHT_INK = "#f9fafb";
/** Computed inks aim this far above their minimum, for gradient dithering and colour management. */
const AIM_MARGIN = 0.1;
/** Muted and ticked lines keep this share of the text's own contrast, when the background allows. */
const MUTED_SHARE = 0.4;
const DONE_SHARE = 0.2;
const DONE_AIM = 3;

/**
 * The inks for a background. The text is near-black or near-white, whichever stands out more;
 * on a mid-tone where neither reaches 4.5:1, pure black or white (one of them always reaches
 * 4.58:1). The muted and ticked inks are the text faded towards the background as far as their
 * contrast allows, so they carry the background's hue.
 */
export function inkFor(backgrounds: readonly Rgb[], preferred: Partial<Ink> = {}): Ink {
  const backdrop = backdropOf(backgrounds);
  const passes = (color: string | undefined, minimum: number): color is string =>
    color !== undefined && HEX_COLOR.test(color) && worstContrast(parseHex(color), backdrop) >= minimum;
  const text = passes(preferred.text, TEXT_MIN_CONTRAST) ? preferred.text : textInkFor(backdrop);
  const textContrast = worstContrast(parseHex(text), backdrop);
  const mutedAim = Math.max(TEXT_MIN_CONTRAST + AIM_MARGIN, textContrast * MUTED_SHARE);
  const doneAim = Math.max(DONE_AIM, textContrast * DONE_SHARE);
  return {
    text,
    muted: passes(preferred.muted, TEXT_MIN_CONTRAST) ? preferred.muted : fadeTowards(text, backdrop, mutedAim),
    done: passes(preferred.done, DONE_MIN_CONTRAST) ? preferred.done : fadeTowards(text, backdrop, doneAim),
  };
}

/** The background's colours as far as contrast goes: their luminances, their mean colour. */
interface Backdrop {
  luminances: readonly number[];
  mean: Rgb;
}

function backdropOf(colors: readonly Rgb[]): Backdrop {
  return { luminances: colors.map(luminance), mean: meanColor(colors) };
}

/**
 * The worst contrast of an ink against every background colour (minContrast, with the
 * background's luminances worked out once, as the fades below try many inks).
 */
function worstContrast(ink: Rgb, { luminances }: Backdrop): number {
  const own = luminance(ink);
  let worst = Infinity;
  for (const background of luminances) worst = Math.min(worst, (Math.max(own, background) + 0.05) / (Math.min(own, background) + 0.05));
  return worst;
}

function textInkFor(backdrop: Backdrop): string {
  const [best] = [DARK_INK, LIGHT_INK]
    .map((color) => ({ color, contrast: worstContrast(parseHex(color), backdrop) }))
    .sort((a, b) => b.contrast - a.contrast);
  if (best && best.contrast >= TEXT_MIN_CONTRAST + AIM_MARGIN) return best.color;
  return worstContrast([0, 0, 0], backdrop) >= worstContrast([255, 255, 255], backdrop) ? "#000000" : "#ffffff";
}

/** Steps a fade is searched in: 1/64 of the way to the background. */
const FADE_STEPS = 64;

/**
 * `text` moved towards the background's mean colour as far as it keeps `aim` on every colour
 * (never below the text's own contrast). A binary search over the steps: contrast falls as the
 * fade grows, and should it not quite, only a tried and passing step is ever returned.
 */
function fadeTowards(text: string, backdrop: Backdrop, aim: number): string {
  const from = parseHex(text);
  const floor = Math.min(aim, worstContrast(from, backdrop));
  const faded = (step: number) => toHex(mix(from, backdrop.mean, step / FADE_STEPS));
  let best = text;
  let low = 1;
  let high = FADE_STEPS;
  while (low <= high) {
    const step = Math.floor((low + high) / 2);
    const candidate = faded(step);
    if (worstContrast(parseHex(candidate), backdrop) >= floor) {
      best = candidate;
      low = step + 1;
    } else {
      high = step - 1;
    }
  }
  return best;
}

/** A theme whose inks are worked out on first use: the creator's pickers need only names and swatches. */
function themeFrom(id: ThemeId, name: string, paint: Paint, preferred?: Partial<Ink>): Theme {
  let ink: Ink | undefined;
  return {
    id,
    name,
    paint,
    get ink() {
      ink ??= inkFor(paintColors(paint), preferred);
      return ink;
    },
    swatch: swatchFor(paint),
  };
}

/** The built-in themes, in the order the creator offers them (the custom colour comes after). */
export const THEMES: readonly Theme[] = DEFINITIONS.map((definition) => themeFrom(definition.id, definition.name, definition.paint, definition.ink));

export const CUSTOM_THEME_NAME = "Custom colour";

/** The custom theme on one background colour (#rrggbb). */
export function customTheme(background: string): Theme {
  return themeFrom(CUSTOM_THEME_ID, CUSTOM_THEME_NAME, { kind: "solid", color: background.toLowerCase() });
}

const LIGHT = THEMES[0]!;

/** The theme to draw: a built-in one by id, or the custom one on `background`; Light for anything unusable. */
export function resolveTheme(id: ThemeId | string, background?: string | null): Theme {
  if (id === CUSTOM_THEME_ID) return background && HEX_COLOR.test(background) ? customTheme(background) : LIGHT;
  return THEMES.find((theme) => theme.id === id) ?? LIGHT;
}
