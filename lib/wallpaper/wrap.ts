import { splitGraphemes } from "./segment";

/** Width in pixels of `text` set in the CSS `font` (canvas `measureText(text).width`). */
export type MeasureText = (text: string, font: string) => number;

interface LineBox {
  font: string;
  maxWidth: number;
  measureText: MeasureText;
}

function fits(text: string, box: LineBox): boolean {
  return box.measureText(text.trimEnd(), box.font) <= box.maxWidth;
}

/**
 * Greedy line filling over break units (see segment.ts). A unit wider than a whole line (a long
 * word or URL) is broken between graphemes. Returned lines have no trailing spaces, so centred
 * text is truly centred.
 */
export function wrapUnits(units: readonly string[], box: LineBox): string[] {
  const lines: string[] = [];
  let line = "";
  for (const unit of units) {
    if (fits(line + unit, box)) {
      line += unit;
      continue;
    }
    if (line.trim() !== "") lines.push(line.trimEnd());
    const pieces = fits(unit, box) ? [unit] : breakGraphemes(unit, box);
    lines.push(...pieces.slice(0, -1).map((piece) => piece.trimEnd()));
    line = pieces.at(-1) ?? "";
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/** Cuts an over-long unit into line-wide pieces; a single grapheme is never split, even if too wide. */
function breakGraphemes(unit: string, box: LineBox): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const grapheme of splitGraphemes(unit)) {
    if (piece !== "" && !fits(piece + grapheme, box)) {
      pieces.push(piece);
      piece = "";
    }
    piece += grapheme;
  }
  pieces.push(piece);
  return pieces;
}

/** Shortens `line` until it fits with a trailing ellipsis, for a task cut off at the band's end. */
export function ellipsize(line: string, box: LineBox): string {
  const graphemes = splitGraphemes(line);
  while (graphemes.length > 0 && !fits(`${graphemes.join("").trimEnd()}…`, box)) graphemes.pop();
  return `${graphemes.join("").trimEnd()}…`;
}

/**
 * Wraps like wrapUnits, then narrows the measure as far as it can without adding a line, so a
 * centred task reads as even lines ("Finish the quarterly report / before the Friday deadline")
 * rather than a full line and a stub, as CSS `text-wrap: balance` does.
 */
export function wrapBalanced(units: readonly string[], box: LineBox): string[] {
  const greedy = wrapUnits(units, box);
  if (greedy.length < 2) return greedy;
  // Never narrower than a word that fits whole, so balancing cuts no word the greedy lines kept;
  // words wider than a line are cut either way. The even share of the text is a second floor.
  // Only measures actually tried are kept, so a rough floor costs balance, never fit.
  const unitWidths = units.map((unit) => box.measureText(unit.trimEnd(), box.font));
  const widestWhole = Math.max(0, ...unitWidths.filter((width) => width <= box.maxWidth));
  const evenShare = box.measureText(units.join("").trim(), box.font) / greedy.length;
  let narrow = Math.max(widestWhole, evenShare);
  let wide = box.maxWidth;
  let best = greedy;
  // Greedy filling never needs fewer lines at a narrower measure, so the line count is monotonic.
  while (wide - narrow > 1) {
    const middle = (narrow + wide) / 2;
    const lines = wrapUnits(units, { ...box, maxWidth: middle });
    if (lines.length <= greedy.length) {
      best = lines;
      wide = middle;
    } else {
      narrow = middle;
    }
  }
  return best;
}
