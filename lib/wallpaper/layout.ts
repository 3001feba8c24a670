import type { Mode, Task } from "@/lib/tasks/types";
import { fitTasks, lineHeightFor, stackHeight, taskGapFor, type Block, type TaskItem } from "./fit";
import { frameFor, type Frame } from "./frame";
import { DEFAULT_WALLPAPER_STYLE, normaliseWallpaperStyle, type TextAlign, type WallpaperStyle } from "./options";
import { bandFor } from "./presets";
import { splitBreakUnits } from "./segment";
import { INK_ASCENT, INK_DESCENT, STRIKE_RISE, STRIKE_THICKNESS, WEIGHTS } from "./style";
import { resolveTheme, type Ink, type Paint } from "./themes";
import type { MeasureText } from "./wrap";

export type { MeasureText } from "./wrap";

export interface WallpaperLine {
  text: string;
  /** The line's centre when centred, its left edge when left-aligned. */
  x: number;
  /** Alphabetic baseline. */
  y: number;
  /** Full CSS font shorthand, ready for `ctx.font`. */
  font: string;
  color: string;
  align: TextAlign;
  /** A left-aligned task's first line: the bullet (BULLET) to draw at this x, in the line's font and colour. */
  bullet?: { x: number };
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
  /** What the background is painted with: the theme's colour or gradient. */
  background: Paint;
}

export interface LayoutInput {
  tasks: readonly Task[];
  width: number;
  height: number;
  mode: Mode;
  measureText: MeasureText;
  /** The person's choices; anything left out is today's look (DEFAULT_WALLPAPER_STYLE). */
  style?: Partial<WallpaperStyle>;
}

/**
 * Positions every line of the wallpaper. Pure: the caller brings the canvas's `measureText`, so the
 * browser preview and the server PNG get identical layouts from identical fonts. An empty list (or
 * one of blank tasks) gives no lines.
 */
export function layoutWallpaper({ tasks, width, height, mode, measureText, style = {} }: LayoutInput): WallpaperLayout {
  const look = normaliseWallpaperStyle({ ...DEFAULT_WALLPAPER_STYLE, ...style });
  const theme = resolveTheme(look.theme, look.background);
  const frame = frameFor(width, height, { band: bandFor(look.preset, width, height), textSize: look.textSize, align: look.align });
  const measure = memoize(measureText);
  const items = tasks.map((task) => toTaskItem(task, mode, theme.ink)).filter((item) => item.units.length > 0);
  const fitted = fitTasks(items, frame, measure, theme.ink.muted);
  return {
    lines: positionLines(fitted.blocks, fitted.fontSize, frame, measure),
    fontSize: fitted.fontSize,
    band: frame.band,
    hiddenCount: fitted.hiddenCount,
    background: theme.paint,
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

function toTaskItem(task: Task, mode: Mode, ink: Ink): TaskItem {
  return {
    units: displayUnits(task),
    weight: task.isPriority ? WEIGHTS.priority : WEIGHTS.regular,
    color: task.completed ? ink.done : mode === "smart" && !task.isPriority ? ink.muted : ink.text,
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

/**
 * Centres the stack of line boxes in the band; each baseline centres the ink box in its line.
 * Centred lines share the canvas's centre; left-aligned ones share a left edge, the widest line
 * (with its bullet) centred on the canvas, so a short list sits under the clock, not at the edge.
 */
function positionLines(blocks: readonly Block[], fontSize: number, frame: Frame, measureText: MeasureText): WallpaperLine[] {
  const lineHeight = lineHeightFor(fontSize);
  const { top, bottom } = frame.band;
  const baselineOffset = (lineHeight + (INK_ASCENT - INK_DESCENT) * fontSize) / 2;
  const { textX, bulletX } = columnFor(blocks, fontSize, frame, measureText);
  let boxTop = top + (bottom - top - stackHeight(blocks, fontSize)) / 2;
  const lines: WallpaperLine[] = [];
  blocks.forEach((block, index) => {
    if (index > 0) boxTop += taskGapFor(fontSize);
    block.lines.forEach((text, lineIndex) => {
      const y = Math.round(boxTop + baselineOffset);
      const line: WallpaperLine = { text, x: textX, y, font: block.font, color: block.color, align: frame.align };
      if (bulletX !== undefined && lineIndex === 0 && !block.more) line.bullet = { x: bulletX };
      if (block.struck) line.strike = strikeFor(text, block.font, line, fontSize, measureText);
      lines.push(line);
      boxTop += lineHeight;
    });
  });
  return lines;
}

/** Where lines start: the canvas's centre, or the left edge of a centred column with the bullets before it. */
function columnFor(blocks: readonly Block[], fontSize: number, frame: Frame, measureText: MeasureText): { textX: number; bulletX?: number } {
  if (frame.align === "center") return { textX: frame.width / 2 };
  const indent = frame.indentEm * fontSize;
  const widest = Math.max(0, ...blocks.flatMap((block) => block.lines.map((text) => measureText(text, block.font))));
  const bulletX = Math.round((frame.width - indent - widest) / 2);
  return { textX: bulletX + Math.round(indent), bulletX };
}

/** A rule through the middle of the x-height, as wide as the text. */
function strikeFor(text: string, font: string, { x, y, align }: WallpaperLine, fontSize: number, measureText: MeasureText) {
  const width = measureText(text, font);
  const thickness = Math.max(2, Math.round(fontSize * STRIKE_THICKNESS));
  const left = align === "center" ? x - width / 2 : x;
  return { x: Math.round(left), y: Math.round(y - fontSize * STRIKE_RISE - thickness / 2), width: Math.round(width), thickness };
}
