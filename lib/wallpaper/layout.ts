import type { Mode, Task } from "@/lib/tasks/types";
import { fitTasks, lineHeightFor, stackHeight, taskGapFor, type Block, type TaskItem } from "./fit";
import { frameFor, type Frame } from "./frame";
import { splitBreakUnits } from "./segment";
import { COLORS, INK_ASCENT, INK_DESCENT, STRIKE_RISE, STRIKE_THICKNESS, WEIGHTS } from "./style";
import type { MeasureText } from "./wrap";

export type { MeasureText } from "./wrap";

export interface WallpaperLine {
  text: string;
  x: number;
  /** Alphabetic baseline. */
  y: number;
  /** Full CSS font shorthand, ready for `ctx.font`. */
  font: string;
  color: string;
  align: "center";
  /** A ticked task's line: the rule to draw through it (its width is the text's). */
  strike?: { x: number; y: number; width: number; thickness: number };
}

export interface WallpaperLayout {
  lines: WallpaperLine[];
  fontSize: number;
  /** The vertical band the text is centred in (below the clock, above the lock-screen buttons). */
  band: { top: number; bottom: number };
  /** Tasks left out behind the '+N more' line. */
  hiddenCount: number;
}

export interface LayoutInput {
  tasks: readonly Task[];
  width: number;
  height: number;
  mode: Mode;
  measureText: MeasureText;
}

/**
 * Positions every line of the wallpaper. Pure: the caller brings the canvas's `measureText`, so the
 * browser preview and the server PNG get identical layouts from identical fonts. An empty list (or
 * one of blank tasks) gives no lines.
 */
export function layoutWallpaper({ tasks, width, height, mode, measureText }: LayoutInput): WallpaperLayout {
  const frame = frameFor(width, height);
  const items = tasks.map((task) => toTaskItem(task, mode)).filter((item) => item.units.length > 0);
  const fitted = fitTasks(items, frame, memoize(measureText));
  return {
    lines: positionLines(fitted.blocks, fitted.fontSize, frame, memoize(measureText)),
    fontSize: fitted.fontSize,
    band: frame.band,
    hiddenCount: fitted.hiddenCount,
  };
}

/** Trying several sizes and balancing lines measure the same strings many times over. */
function memoize(measureText: MeasureText): MeasureText {
  const widths = new Map<string, number>();
  return (text, font) => {
    const key = `${font}\n${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = measureText(text, font);
      widths.set(key, width);
    }
    return width;
  };
}

function toTaskItem(task: Task, mode: Mode): TaskItem {
  return {
    units: displayUnits(task),
    weight: task.isPriority ? WEIGHTS.priority : WEIGHTS.regular,
    color: task.completed ? COLORS.done : mode === "smart" && !task.isPriority ? COLORS.muted : COLORS.text,
    ...(task.completed ? { struck: true } : {}),
  };
}

/**
 * The task's break units with its emoji appended after a space. The emoji is glued to the last
 * word, so it never sits alone at the start of a line.
 */
function displayUnits(task: Task): string[] {
  const units = splitBreakUnits(task.text.replace(/\s+/gu, " ").trim());
  const emoji = task.emoji?.trim();
  if (!emoji) return units;
  const last = units.pop();
  units.push(last === undefined ? emoji : `${last.trimEnd()} ${emoji}`);
  return units;
}

/** Centres the stack of line boxes in the band; each baseline centres the ink box in its line. */
function positionLines(blocks: readonly Block[], fontSize: number, frame: Frame, measureText: MeasureText): WallpaperLine[] {
  const lineHeight = lineHeightFor(fontSize);
  const { top, bottom } = frame.band;
  const baselineOffset = (lineHeight + (INK_ASCENT - INK_DESCENT) * fontSize) / 2;
  let boxTop = top + (bottom - top - stackHeight(blocks, fontSize)) / 2;
  const lines: WallpaperLine[] = [];
  blocks.forEach((block, index) => {
    if (index > 0) boxTop += taskGapFor(fontSize);
    for (const text of block.lines) {
      const y = Math.round(boxTop + baselineOffset);
      const line: WallpaperLine = { text, x: frame.centerX, y, font: block.font, color: block.color, align: "center" };
      if (block.struck) line.strike = strikeFor(text, block.font, line, fontSize, measureText);
      lines.push(line);
      boxTop += lineHeight;
    }
  });
  return lines;
}

/** A rule through the middle of the x-height, as wide as the text. */
function strikeFor(text: string, font: string, { x, y }: WallpaperLine, fontSize: number, measureText: MeasureText) {
  const width = measureText(text, font);
  const thickness = Math.max(2, Math.round(fontSize * STRIKE_THICKNESS));
  return { x: Math.round(x - width / 2), y: Math.round(y - fontSize * STRIKE_RISE - thickness / 2), width: Math.round(width), thickness };
}
