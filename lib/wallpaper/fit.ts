import { fontFor } from "./fonts";
import { wrapWidthFor, type Frame } from "./frame";
import { LINE_HEIGHT, TASK_SPACING, WEIGHTS } from "./style";
import { ellipsize, wrapBalanced, wrapUnits, type MeasureText } from "./wrap";

/** One task, ready to wrap: its break units (emoji included) and its style. */
export interface TaskItem {
  units: string[];
  weight: number;
  color: string;
  /** A ticked task: its lines are struck through. */
  struck?: boolean;
}

/** One task (or the '+N more' line) wrapped at a given size. */
export interface Block {
  lines: string[];
  font: string;
  color: string;
  struck?: boolean;
  /** The '+N more' line: no bullet. */
  more?: boolean;
}

export interface FittedList {
  fontSize: number;
  blocks: Block[];
  hiddenCount: number;
}

/** Tolerance for float sums of line heights compared with the band. */
const EPSILON = 1e-6;

export const lineHeightFor = (fontSize: number) => fontSize * LINE_HEIGHT;
/** The extra space between two tasks (see TASK_SPACING). */
export const taskGapFor = (fontSize: number) => lineHeightFor(fontSize) * (TASK_SPACING - 1);

/** Height of stacked blocks, from the first line box's top to the last one's bottom. */
export function stackHeight(blocks: readonly Block[], fontSize: number): number {
  const lineCount = blocks.reduce((sum, block) => sum + block.lines.length, 0);
  return lineCount * lineHeightFor(fontSize) + Math.max(0, blocks.length - 1) * taskGapFor(fontSize);
}

/**
 * Picks the largest font size at which every task fits the band. Failing that, it keeps the floor
 * size and shows as many whole tasks as fit above a '+N more' line (in `moreColor`). Sizes are
 * searched with plain greedy wrapping; the chosen tasks are then balanced, which never changes
 * their line count.
 */
export function fitTasks(items: readonly TaskItem[], frame: Frame, measureText: MeasureText, moreColor: string): FittedList {
  const bandHeight = frame.band.bottom - frame.band.top;
  const contextAt = (fontSize: number): WrapContext => ({ fontSize, frame, measureText });
  const fullSize = largestFitting(frame.fontSizes, (fontSize) => countFitting(items, contextAt(fontSize), bandHeight) === items.length);
  if (fullSize !== undefined) {
    const blocks = items.map((item) => wrapTask(item, contextAt(fullSize), wrapBalanced));
    return { fontSize: fullSize, blocks, hiddenCount: 0 };
  }

  const fontSize = frame.fontSizes.at(-1) ?? 0;
  const context = contextAt(fontSize);
  const moreLineRoom = taskGapFor(fontSize) + lineHeightFor(fontSize);
  const shown = items.slice(0, countFitting(items, context, bandHeight - moreLineRoom));
  const blocks = shown.map((item) => wrapTask(item, context, wrapBalanced));
  const [first] = items;
  if (blocks.length === 0 && first) blocks.push(truncateTask(first, items.length > 1, context));
  const hiddenCount = items.length - blocks.length;
  if (hiddenCount > 0) blocks.push(moreBlock(hiddenCount, fontSize, moreColor));
  return { fontSize, blocks, hiddenCount };
}

/**
 * Binary search for the largest size that fits (sizes run largest first, and a smaller size never
 * needs more height). The largest size is tried on its own first, because most lists fit at it.
 */
function largestFitting(fontSizes: readonly number[], fitsAt: (fontSize: number) => boolean): number | undefined {
  let best: number | undefined;
  let low = 0;
  let high = fontSizes.length - 1;
  let probe = 0;
  while (low <= high) {
    const fontSize = fontSizes[probe] ?? 0;
    if (fitsAt(fontSize)) {
      best = fontSize;
      high = probe - 1;
    } else {
      low = probe + 1;
    }
    probe = Math.floor((low + high) / 2);
  }
  return best;
}

interface WrapContext {
  fontSize: number;
  frame: Frame;
  measureText: MeasureText;
}

function wrapTask(item: TaskItem, { fontSize, frame, measureText }: WrapContext, wrap = wrapUnits): Block {
  const font = fontFor(item.weight, fontSize);
  const lines = wrap(item.units, { font, maxWidth: wrapWidthFor(frame, fontSize), measureText });
  return { lines, font, color: item.color, ...(item.struck ? { struck: true } : {}) };
}

/** How many tasks, from the first, stack within maxHeight. */
function countFitting(items: readonly TaskItem[], context: WrapContext, maxHeight: number): number {
  const { fontSize } = context;
  let height = -taskGapFor(fontSize); // the first task has no gap above it
  for (const [index, item] of items.entries()) {
    height += taskGapFor(fontSize) + wrapTask(item, context).lines.length * lineHeightFor(fontSize);
    if (height > maxHeight + EPSILON) return index;
  }
  return items.length;
}

/**
 * The first task alone is taller than the band even at the floor size (a very long paragraph):
 * keep the lines that fit, leaving room for the '+N more' line when other tasks follow.
 */
function truncateTask(item: TaskItem, othersFollow: boolean, context: WrapContext): Block {
  const { fontSize, frame, measureText } = context;
  const block = wrapTask(item, context);
  const reserved = othersFollow ? taskGapFor(fontSize) + lineHeightFor(fontSize) : 0;
  const room = frame.band.bottom - frame.band.top - reserved;
  const lines = block.lines.slice(0, Math.max(1, Math.floor((room + EPSILON) / lineHeightFor(fontSize))));
  lines.push(ellipsize(lines.pop() ?? "", { font: block.font, maxWidth: wrapWidthFor(frame, fontSize), measureText }));
  return { ...block, lines };
}

function moreBlock(hiddenCount: number, fontSize: number, color: string): Block {
  return { lines: [`+${hiddenCount} more`], font: fontFor(WEIGHTS.regular, fontSize), color, more: true };
}
