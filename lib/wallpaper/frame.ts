import { BAND_BOTTOM, BAND_TOP, FONT_SIZE, FONT_SIZE_STEP, MIN_FONT_SIZE, REFERENCE_HEIGHT, REFERENCE_WIDTH, WRAP_WIDTH } from "./style";

/** The reference measures of style.ts, scaled to one canvas. */
export interface Frame {
  centerX: number;
  wrapWidth: number;
  band: { top: number; bottom: number };
  /** Font sizes to try, largest first: 60 px (docs/product.md §4) down to the floor, scaled. */
  fontSizes: number[];
}

/**
 * A canvas may be this many times wider, for its height, than the reference before the type stops
 * growing with the width. Up to it the band holds at least 9 lines at the floor size; past it a
 * landscape canvas could not fit a single line.
 */
const MAX_RELATIVE_WIDTH = 2;

/**
 * Type scales with the width, as the numbers of docs/product.md §4 are for a 1179 px wide phone, except on canvases
 * far wider than a phone's shape (see MAX_RELATIVE_WIDTH). The band and the wrap width always
 * follow the canvas itself.
 */
export function frameFor(width: number, height: number): Frame {
  const scale = Math.min(width / REFERENCE_WIDTH, (MAX_RELATIVE_WIDTH * height) / REFERENCE_HEIGHT);
  const fontSizes: number[] = [];
  for (let size = FONT_SIZE; size >= MIN_FONT_SIZE; size -= FONT_SIZE_STEP) {
    fontSizes.push(Math.round(size * scale * 10) / 10);
  }
  return {
    centerX: width / 2,
    wrapWidth: (width * WRAP_WIDTH) / REFERENCE_WIDTH,
    band: { top: height * BAND_TOP, bottom: height * BAND_BOTTOM },
    fontSizes,
  };
}
