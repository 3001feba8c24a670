import type { TextAlign, TextSize } from "./options";
import type { Band } from "./presets";
import { BULLET_INDENT, FONT_SIZE_STEP, LEFT_MARGIN, MIN_FONT_SIZE, REFERENCE_HEIGHT, REFERENCE_WIDTH, TEXT_SIZE_PX, WRAP_WIDTH } from "./style";

/** The reference measures of style.ts, scaled to one canvas, for one band, text size and alignment. */
export interface Frame {
  width: number;
  align: TextAlign;
  /** The width the lines may take, a bullet and its indent included. */
  measure: number;
  /** The bullet's room before a left-aligned line, in ems of the font size; 0 when centred. */
  indentEm: number;
  band: { top: number; bottom: number };
  /** Font sizes to try, largest first: the text size's start (60 px for Medium, docs/product.md §4) down to the floor, scaled. */
  fontSizes: number[];
}

export interface FrameStyle {
  /** Fractions of the height (presets.ts). */
  band: Band;
  textSize: TextSize;
  align: TextAlign;
}

/**
 * A canvas may be this many times wider, for its height, than the reference before the type stops
 * growing with the width. Up to it the band holds at least 9 lines at the floor size; past it a
 * landscape canvas could not fit a single line.
 */
const MAX_RELATIVE_WIDTH = 2;

/**
 * Type scales with the width, as the numbers of docs/product.md §4 are for a 1179 px wide phone, except on canvases
 * far wider than a phone's shape (see MAX_RELATIVE_WIDTH). The band and the measure always
 * follow the canvas itself. Every text size shrinks to the same floor, so a larger one shrinks sooner.
 */
export function frameFor(width: number, height: number, { band, textSize, align }: FrameStyle): Frame {
  const scale = Math.min(width / REFERENCE_WIDTH, (MAX_RELATIVE_WIDTH * height) / REFERENCE_HEIGHT);
  const fontSizes: number[] = [];
  for (let size = TEXT_SIZE_PX[textSize]; size >= MIN_FONT_SIZE; size -= FONT_SIZE_STEP) {
    fontSizes.push(Math.round(size * scale * 10) / 10);
  }
  const centred = align === "center";
  return {
    width,
    align,
    measure: centred ? (width * WRAP_WIDTH) / REFERENCE_WIDTH : (width * (REFERENCE_WIDTH - 2 * LEFT_MARGIN)) / REFERENCE_WIDTH,
    indentEm: centred ? 0 : BULLET_INDENT,
    band: { top: height * band.top, bottom: height * band.bottom },
    fontSizes,
  };
}

/** The width a task's text may wrap to at one size: the measure less the bullet's indent. */
export const wrapWidthFor = (frame: Frame, fontSize: number): number => frame.measure - frame.indentEm * fontSize;
