// Test support only (imported by *.test.ts): a deterministic stand-in for canvas measureText.
import { splitGraphemes } from "./segment";

const WIDE = /^(?:\p{Script=Han}|\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

/** The px size in a CSS font shorthand such as `600 60px "Inter Variable", ...`. */
export function fontSizeOf(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  if (!match?.[1]) throw new Error(`No px size in font "${font}"`);
  return Number(match[1]);
}

/**
 * Half an em for each narrow grapheme and a full em for each Chinese character or emoji, so at
 * 60 px a Latin character is 30 px wide: 37 fit in the 1115 px measure, and 18 Chinese ones.
 */
export function fakeMeasureText(text: string, font: string): number {
  const size = fontSizeOf(font);
  return splitGraphemes(text).reduce((width, grapheme) => width + (WIDE.test(grapheme) ? size : size / 2), 0);
}
