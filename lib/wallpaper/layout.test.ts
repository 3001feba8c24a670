import { describe, expect, it } from "vitest";
import type { Mode, Task } from "@/lib/tasks/types";
import { layoutWallpaper, type WallpaperLayout } from "./layout";
import { DEFAULT_WALLPAPER_STYLE } from "./options";
import { splitBreakUnits } from "./segment";
import { COLORS, INK_ASCENT, INK_DESCENT } from "./style";
import { fakeMeasureText } from "./testing";
import { resolveTheme } from "./themes";

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

describe("text sizes", () => {
  const sized = (tasks: Task[], textSize: "small" | "medium" | "large") =>
    layoutWallpaper({ tasks, width: 1179, height: 2556, mode: "plain", measureText: fakeMeasureText, style: { textSize } });
  const many = (count: number) => Array.from({ length: count }, (_, i) => task(`Task number ${i + 1}`));

  it("start at 48, 60 and 72 px at 1179 wide", () => {
    expect([sized([task("a")], "small").fontSize, sized([task("a")], "medium").fontSize, sized([task("a")], "large").fontSize]).toEqual([48, 60, 72]);
  });

  it("shrink to the same floor, so a larger size shrinks sooner and a list never clips", () => {
    const tasks = many(12);
    const [small, medium, large] = (["small", "medium", "large"] as const).map((size) => sized(tasks, size));
    expect(small?.fontSize).toBe(48);
    expect(medium?.fontSize).toBeLessThan(60);
    expect(large?.fontSize).toBe(medium?.fontSize); // 12 lines fit at neither start: both shrink to the same largest fit
    for (const result of [small, medium, large]) expect(result?.hiddenCount).toBe(0);
    const long = (["small", "medium", "large"] as const).map((size) => sized(many(40), size));
    expect(long.map((result) => result.fontSize)).toEqual([36, 36, 36]);
    expect(long.every((result) => result.hiddenCount > 0)).toBe(true);
  });

  it("keep a list that fits at Medium whole at Large, shrinking only as far as needed", () => {
    const tasks = many(9);
    expect(sized(tasks, "medium").fontSize).toBe(60);
    const large = sized(tasks, "large");
    expect(large.fontSize).toBeGreaterThanOrEqual(60);
    expect(large.fontSize).toBeLessThan(72);
  });
});

describe("left alignment with bullets", () => {
  const left = (tasks: Task[], mode: Mode = "plain") =>
    layoutWallpaper({ tasks, width: 1179, height: 2556, mode, measureText: fakeMeasureText, style: { align: "left" } });

  it("starts every line at one left edge, a bullet before each task's first line only", () => {
    const result = left([task("Finish the quarterly report before Friday"), task("Call mom")]); // 41 characters: two lines
    const [first, second, third] = result.lines;
    expect(result.lines.length).toBe(3);
    expect(new Set(result.lines.map((line) => line.x)).size).toBe(1);
    expect(result.lines.map((line) => line.align)).toEqual(["left", "left", "left"]);
    expect(first?.bullet?.x).toBe((first?.x ?? 0) - Math.round(0.9 * 60));
    expect(second?.bullet).toBeUndefined();
    expect(third?.bullet).toEqual(first?.bullet);
  });

  it("centres the column under the clock: the widest line and its bullet sit in the middle", () => {
    const result = left([task("Call mom"), task("Buy milk and bread")]);
    const bulletX = result.lines[0]?.bullet?.x ?? 0;
    const right = (result.lines[0]?.x ?? 0) + width("Buy milk and bread");
    expect(Math.abs(bulletX - (1179 - right))).toBeLessThanOrEqual(1);
  });

  it("wraps to the measure less the margins and the bullet's indent", () => {
    const result = left([task(Array.from({ length: 40 }, () => "word").join(" "))]);
    for (const line of result.lines) {
      expect(width(line.text)).toBeLessThanOrEqual(1179 - 2 * 96 - 0.9 * 60);
      expect(line.x + width(line.text)).toBeLessThanOrEqual(1179 - 96);
    }
  });

  it("keeps priority weight and smart-mode greys, and ends a cut list with an unbulleted '+N more'", () => {
    const result = left([task("Pay rent", { isPriority: true }), ...Array.from({ length: 40 }, (_, i) => task(`Task number ${i + 1}`))], "smart");
    expect(result.lines[0]?.font.startsWith("600 ")).toBe(true);
    expect(result.lines[1]?.color).toBe(COLORS.muted);
    const more = result.lines.at(-1);
    expect(more?.text).toBe(`+${result.hiddenCount} more`);
    expect(more?.bullet).toBeUndefined();
    expect(more?.x).toBe(result.lines[0]?.x);
  });

  it("strikes a ticked task from its left edge, not through the bullet", () => {
    const [line] = left([task("Buy milk", { completed: true })]).lines;
    expect(line?.strike?.x).toBe(line?.x);
    expect(line?.strike?.width).toBe(width("Buy milk"));
  });
});

describe("presets and themes", () => {
  it("lays the list out in a preset's own band at its size, and the proportional one at any other", () => {
    const pixel = layoutWallpaper({
      tasks: [task("a")],
      width: 1080,
      height: 2424,
      mode: "plain",
      measureText: fakeMeasureText,
      style: { preset: "pixel-10" },
    });
    expect(pixel.band).toEqual({ top: 0.4 * 2424, bottom: 0.8 * 2424 });
    const elsewhere = layoutWallpaper({
      tasks: [task("a")],
      width: 1000,
      height: 2000,
      mode: "plain",
      measureText: fakeMeasureText,
      style: { preset: "pixel-10" },
    });
    expect(elsewhere.band).toEqual({ top: 0.36 * 2000, bottom: 0.85 * 2000 });
  });

  it("draws in the theme's inks and hands its background to the painter", () => {
    const dark = resolveTheme("dark");
    const tasks = [task("Pay rent", { isPriority: true }), task("Buy milk"), task("Call mom", { completed: true })];
    const result = layoutWallpaper({ tasks, width: 1179, height: 2556, mode: "smart", measureText: fakeMeasureText, style: { theme: "dark" } });
    expect(result.lines.map((line) => line.color)).toEqual([dark.ink.text, dark.ink.muted, dark.ink.done]);
    expect(result.background).toEqual({ kind: "solid", color: "#111827" });
  });

  it("draws today's look when no style is given", () => {
    const tasks = [task("Pay rent", { isPriority: true }), task("Buy milk")];
    const plain = layoutWallpaper({ tasks, width: 1179, height: 2556, mode: "smart", measureText: fakeMeasureText });
    const explicit = layoutWallpaper({
      tasks,
      width: 1179,
      height: 2556,
      mode: "smart",
      measureText: fakeMeasureText,
      style: DEFAULT_WALLPAPER_STYLE,
    });
    expect(explicit).toEqual(plain);
    expect(plain.background).toEqual({ kind: "solid", color: COLORS.background });
  });
});
