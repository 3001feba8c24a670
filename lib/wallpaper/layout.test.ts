import { describe, expect, it } from "vitest";
import type { Mode, Task } from "@/lib/tasks/types";
import { layoutWallpaper, type WallpaperLayout } from "./layout";
import { splitBreakUnits } from "./segment";
import { COLORS, INK_ASCENT, INK_DESCENT } from "./style";
import { fakeMeasureText } from "./testing";

const task = (text: string, extra: Partial<Task> = {}): Task => ({ text, isPriority: false, emoji: null, ...extra });

function layout(tasks: Task[], options: { mode?: Mode; width?: number; height?: number } = {}): WallpaperLayout {
  const { mode = "plain", width = 1179, height = 2556 } = options;
  return layoutWallpaper({ tasks, width, height, mode, measureText: fakeMeasureText });
}

const texts = (result: WallpaperLayout) => result.lines.map((line) => line.text);
const width = (text: string, size = 60) => fakeMeasureText(text, `400 ${size}px x`);

describe("layoutWallpaper at the reference size (1179x2556)", () => {
  it("gives no lines for an empty list or blank tasks", () => {
    expect(layout([]).lines).toEqual([]);
    expect(layout([task(""), task("  \n ")]).lines).toEqual([]);
    expect(layout([]).hiddenCount).toBe(0);
  });

  it("centres each line at x 589.5 in 60 px Inter, near-black, regular weight", () => {
    const [line] = layout([task("Buy milk")]).lines;
    expect(line).toEqual({
      text: "Buy milk",
      x: 589.5,
      y: expect.any(Number),
      font: '400 60px "Inter Variable", "Noto Color Emoji", "Noto Sans SC Variable", sans-serif',
      color: COLORS.text,
      align: "center",
    });
    expect(layout([task("Buy milk")]).fontSize).toBe(60);
  });

  it.each<Mode>(["plain", "smart", "emoji"])("sets priority tasks semi-bold in %s mode", (mode) => {
    const result = layout([task("Pay rent", { isPriority: true }), task("Buy milk")], { mode });
    expect(result.lines.map((line) => line.font.split(" ")[0])).toEqual(["600", "400"]);
  });

  it("greys non-priority tasks in smart mode only", () => {
    const tasks = [task("Pay rent", { isPriority: true }), task("Buy milk")];
    expect(layout(tasks, { mode: "smart" }).lines.map((line) => line.color)).toEqual([COLORS.text, COLORS.muted]);
    for (const mode of ["plain", "emoji"] as const) {
      expect(layout(tasks, { mode }).lines.map((line) => line.color)).toEqual([COLORS.text, COLORS.text]);
    }
  });

  it("appends the emoji after the text with a space", () => {
    expect(texts(layout([task("Buy milk", { emoji: "🥛" })]))).toEqual(["Buy milk 🥛"]);
    expect(texts(layout([task("", { emoji: "✅" })]))).toEqual(["✅"]);
  });

  it("keeps the emoji with the last word when the task wraps", () => {
    const text = "word ".repeat(7) + "abcdefghi"; // 44 characters: one too many for a line with the emoji
    const lines = texts(layout([task(text, { emoji: "🥛" })]));
    expect(lines.length).toBe(2);
    expect(lines.at(-1)).toMatch(/abcdefghi 🥛$/);
  });

  it("collapses whitespace inside a task", () => {
    expect(texts(layout([task("  Buy \t milk\n now ")]))).toEqual(["Buy milk now"]);
  });
});

describe("wrapping", () => {
  it("wraps at 1115 px between words, into balanced lines", () => {
    const text = "Finish the quarterly report before the Friday deadline"; // 54 chars = 1620 px
    const lines = texts(layout([task(text)]));
    expect(lines).toEqual(["Finish the quarterly report", "before the Friday deadline"]);
  });

  it("never makes a line wider than 1115 px", () => {
    const text = Array.from({ length: 60 }, (_, i) => "x".repeat((i % 9) + 1)).join(" ");
    const lines = texts(layout([task(text)]));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(1115);
    expect(lines.join(" ")).toBe(text);
  });

  it("breaks a word longer than a line between characters, into even lines", () => {
    const word = "a".repeat(100);
    const lines = texts(layout([task(`go ${word} now`)]));
    // Greedy filling would give 37 + 37 + 26; balancing keeps 4 lines and evens them out.
    expect(lines).toEqual(["go", "a".repeat(35), "a".repeat(35), `${"a".repeat(30)} now`]);
  });

  it("breaks after hyphens, so a long link is not cut inside a word", () => {
    const url = `https://example.com/${Array.from({ length: 12 }, () => "word").join("-")}`;
    const lines = texts(layout([task(url)]));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/-$/);
    expect(lines.join("")).toBe(url);
  });

  it("keeps a minus sign or a range with its number", () => {
    expect(splitBreakUnits("well-known 9-5 -5")).toEqual(["well-", "known ", "9-5 ", "-5"]);
  });

  it("breaks Chinese between any two characters, but not before closing punctuation", () => {
    const text = "今天下午三点之前把季度报告写完并且发给老板，然后去超市买牛奶和面包。";
    const lines = texts(layout([task(text)]));
    expect(lines.length).toBe(2);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(1115);
    expect(lines.join("")).toBe(text);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[，。]/u);
  });

  it("never splits an emoji sequence or a flag", () => {
    const family = "👨‍👩‍👧";
    const text = `${family}🇨🇳`.repeat(20);
    const lines = texts(layout([task(text)]));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.replaceAll(family, "").replaceAll("🇨🇳", "")).toBe("");
  });
});

describe("vertical placement", () => {
  const band = { top: 0.36 * 2556, bottom: 0.85 * 2556 };

  it("reports the band between the clock area and the lock-screen buttons", () => {
    expect(layout([task("a")]).band).toEqual(band);
  });

  it("centres the block in the band", () => {
    const { lines, fontSize } = layout([task("one"), task("two"), task("three")]);
    const inkTop = (lines[0]?.y ?? 0) - INK_ASCENT * fontSize;
    const inkBottom = (lines.at(-1)?.y ?? 0) + INK_DESCENT * fontSize;
    expect(Math.abs(band.top - inkTop - (inkBottom - band.bottom))).toBeLessThanOrEqual(1);
  });

  it("spaces lines 1.8 em apart inside a task and 1.2 lines apart between tasks", () => {
    const { lines } = layout([task("x".repeat(50)), task("y")]);
    const [first = 0, second = 0, third = 0] = lines.map((line) => line.y);
    // Baselines are rounded to whole pixels, so allow 1 px.
    expect(Math.abs(second - first - 108)).toBeLessThanOrEqual(1);
    expect(Math.abs(third - second - 129.6)).toBeLessThanOrEqual(1);
  });
});

describe("lists too tall for the band", () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => task(`Task number ${i + 1}`));

  it("shrinks the type step by step until the list fits", () => {
    const result = layout(many(15)); // 15 lines at 60 px need 1922 px; the band is 1252 px
    expect(result.fontSize).toBeLessThan(60);
    expect(result.fontSize).toBeGreaterThanOrEqual(36);
    expect(result.hiddenCount).toBe(0);
    expect(result.lines.length).toBe(15);
    // The next size up would not fit: 15 lines + 14 gaps at fontSize + 2.
    expect(15 * 1.8 * (result.fontSize + 2) + 14 * 0.36 * (result.fontSize + 2)).toBeGreaterThan(0.49 * 2556);
  });

  it("ends with a grey '+N more' line at the floor size when even that is too tall", () => {
    const result = layout(many(40));
    expect(result.fontSize).toBe(36);
    expect(result.hiddenCount).toBeGreaterThan(0);
    const last = result.lines.at(-1);
    expect(last?.text).toBe(`+${result.hiddenCount} more`);
    expect(last?.color).toBe(COLORS.muted);
    expect(result.lines.length - 1 + result.hiddenCount).toBe(40);
    expect(result.lines[0]?.text).toBe("Task number 1");
  });

  it("cuts a single task taller than the band with an ellipsis", () => {
    const result = layout([task("word ".repeat(1500).trim())]);
    expect(result.fontSize).toBe(36);
    expect(result.hiddenCount).toBe(0);
    expect(result.lines.at(-1)?.text).toMatch(/…$/u);
    expect(result.lines.at(-1)?.y ?? Infinity).toBeLessThanOrEqual(0.85 * 2556 - INK_DESCENT * 36);
  });

  it("cuts an over-tall first task and counts the others in '+N more'", () => {
    const result = layout([task("word ".repeat(1500).trim()), task("Buy milk"), task("Call mom")]);
    expect(result.hiddenCount).toBe(2);
    expect(result.lines.at(-2)?.text).toMatch(/…$/u);
    expect(result.lines.at(-1)?.text).toBe("+2 more");
  });
});

describe("other canvas sizes", () => {
  it("scales every measure with the width on a taller phone", () => {
    const result = layout([task("x".repeat(100))], { width: 2358, height: 5112 });
    expect(result.fontSize).toBe(120);
    expect(result.band).toEqual({ top: 0.36 * 5112, bottom: 0.85 * 5112 });
    for (const line of result.lines) {
      expect(line.x).toBe(1179);
      expect(line.font).toMatch(/^400 120px /);
      expect(width(line.text, 120)).toBeLessThanOrEqual(2230);
    }
  });

  it("scales with the width on a phone shorter than the reference", () => {
    const result = layout([task("Buy milk")], { width: 750, height: 1334 });
    expect(result.fontSize).toBe(38.2); // 60 × 750 / 1179
    expect(result.band).toEqual({ top: 0.36 * 1334, bottom: 0.85 * 1334 });
  });

  it("scales with the height on a canvas more than twice as wide as a phone's shape", () => {
    const result = layout([task("Buy milk")], { width: 2000, height: 639 });
    expect(result.fontSize).toBe(30); // 60 × 2 × 639 / 2556
    expect(result.lines[0]?.x).toBe(1000);
  });
});
