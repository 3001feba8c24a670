import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MODES, type Task } from "@/lib/tasks/types";
import { WALLPAPER_MAX_SIDE, WALLPAPER_MIN_SIDE } from "@/config/site";
import { layoutWallpaper, type MeasureText, type WallpaperLayout } from "./layout";
import { TEXT_ALIGNS, TEXT_SIZES, type WallpaperStyle } from "./options";
import { bandFor, CUSTOM_PRESET_ID, DEVICE_PRESETS, type DevicePreset } from "./presets";
import { splitGraphemes } from "./segment";
import { canvasMeasureText } from "./server";
import { BULLET, INK_ASCENT, INK_DESCENT, MIN_FONT_SIZE, REFERENCE_HEIGHT, REFERENCE_WIDTH, TEXT_SIZE_PX } from "./style";
import { fakeMeasureText } from "./testing";

const EMOJI = ["🥛", "✅", "📞", "🏋️", "👨‍👩‍👧", "🇨🇳", "👍🏽", "❤️", "1️⃣", "🫠"];
const latinWord = fc.stringMatching(/^[A-Za-z0-9'’,.!?-]{1,10}$/);
const chinese = fc.stringMatching(/^[今天下午写报告给妈妈打电话买牛奶健身房锻炼，。！、（）「」]{1,8}$/u);
const longWord = fc.stringMatching(/^[a-z]{40,120}$/);
const fragment = fc.oneof(latinWord, latinWord, chinese, fc.constantFrom(...EMOJI), longWord);

/** Up to 300 characters of mixed Latin, Chinese, emoji and over-long words. */
const taskText = fc
  .array(fc.tuple(fragment, fc.constantFrom(" ", "", "  ")), { maxLength: 40 })
  .map((parts) => parts.map(([text, gap]) => text + gap).join(""))
  .map((text) => splitGraphemes(text).slice(0, 300).join(""));

const task: fc.Arbitrary<Task> = fc.record({
  text: taskText,
  isPriority: fc.boolean(),
  emoji: fc.option(fc.constantFrom(...EMOJI), { nil: null }),
});

/** Custom sizes at the limits (a square, landscape and a strip) and common phones no preset names. */
const CUSTOM_SIZES = [
  [1179, 2556],
  [1080, 2340],
  [750, 1334],
  [320, 568],
  [4096, 4096],
  [4096, 320],
  [320, 4096],
] as const;

interface Canvas {
  preset: string;
  width: number;
  height: number;
}

const presetCanvas = (preset: DevicePreset): Canvas => ({ preset: preset.id, width: preset.width, height: preset.height });
const side = fc.integer({ min: WALLPAPER_MIN_SIDE, max: WALLPAPER_MAX_SIDE });
const canvas: fc.Arbitrary<Canvas> = fc.oneof(
  fc.constantFrom(...DEVICE_PRESETS.map(presetCanvas)),
  fc.constantFrom(...CUSTOM_SIZES.map(([width, height]) => ({ preset: CUSTOM_PRESET_ID, width, height }))),
  fc.record({ preset: fc.constant(CUSTOM_PRESET_ID), width: side, height: side }),
);

const input = fc.record({
  tasks: fc.array(task, { maxLength: 60 }),
  canvas,
  mode: fc.constantFrom(...MODES),
  textSize: fc.constantFrom(...TEXT_SIZES),
  align: fc.constantFrom(...TEXT_ALIGNS),
});
type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;

/** What a task shows, with whitespace removed: what its lines must spell out together. */
const shownText = (t: Task) => `${t.text}${t.emoji ?? ""}`.replace(/\s+/gu, "");

function layoutFor({ tasks, canvas: { preset, width, height }, mode, textSize, align }: Input, measureText: MeasureText): WallpaperLayout {
  return layoutWallpaper({ tasks, width, height, mode, measureText, style: { preset: preset as WallpaperStyle["preset"], textSize, align } });
}

/** Every glyph box (each line's text, its bullet) inside the canvas, and its ink inside the band. */
function checkLayout(given: Input, result: WallpaperLayout, measureText: MeasureText) {
  const { width, height, preset } = given.canvas;
  const scale = Math.min(width / REFERENCE_WIDTH, (2 * height) / REFERENCE_HEIGHT);
  const { fontSize, band } = result;
  const expectedBand = bandFor(preset, width, height);
  expect(band).toEqual({ top: height * expectedBand.top, bottom: height * expectedBand.bottom });
  expect(fontSize).toBeLessThanOrEqual(TEXT_SIZE_PX[given.textSize] * scale + 0.05);
  expect(fontSize).toBeGreaterThanOrEqual(MIN_FONT_SIZE * scale - 0.05);
  expect(band.top).toBeGreaterThanOrEqual(0);
  expect(band.bottom).toBeLessThanOrEqual(height);
  for (const line of result.lines) {
    const lineWidth = measureText(line.text, line.font);
    const left = line.align === "center" ? line.x - lineWidth / 2 : line.x;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + lineWidth).toBeLessThanOrEqual(width);
    if (line.bullet) {
      expect(line.bullet.x).toBeGreaterThanOrEqual(0);
      expect(line.bullet.x + measureText(BULLET, line.font)).toBeLessThanOrEqual(line.x);
    }
    expect(line.y - INK_ASCENT * fontSize).toBeGreaterThanOrEqual(band.top);
    expect(line.y + INK_DESCENT * fontSize).toBeLessThanOrEqual(band.bottom);
    expect(line.text.trim()).toBe(line.text);
    expect(line.text).not.toBe("");
  }
  checkContent(given.tasks, result);
}

/**
 * Every shown task is spelled out in order, and the rest are counted in the '+N more' line. The one exception is the
 * first task taller than the band at the smallest size once room is kept for '+N more' (fit.ts, truncateTask): its
 * lines spell its start, then an ellipsis.
 */
function checkContent(tasks: Task[], result: WallpaperLayout) {
  const nonBlank = tasks.filter((t) => shownText(t) !== "");
  const lines = result.lines.map((line) => line.text);
  if (result.hiddenCount > 0) expect(lines.pop()).toBe(`+${result.hiddenCount} more`);
  const shown = nonBlank.slice(0, nonBlank.length - result.hiddenCount);
  const spelled = lines.join("").replace(/\s+/gu, "");
  const [first] = shown;
  if (shown.length === 1 && first && spelled !== shownText(first) && spelled.endsWith("…")) {
    expect(shownText(first).startsWith(spelled.slice(0, -1))).toBe(true);
    return;
  }
  expect(spelled).toBe(shown.map(shownText).join(""));
}

/** A list too long for any band, with over-long words, Chinese and emoji: every combination below meets it. */
const HEAVY: Task[] = Array.from({ length: 30 }, (_, i) => ({
  text: [`Step ${i + 1}: finish the quarterly report`, "给妈妈打电话，然后去超市买牛奶和面包", "x".repeat(90)][i % 3] ?? "",
  isPriority: i % 4 === 0,
  emoji: i % 2 === 0 ? "👨‍👩‍👧" : null,
}));
const SHORT: Task[] = [
  { text: "Pay rent today", isPriority: true, emoji: "💸" },
  { text: "Call mom", isPriority: false, emoji: null },
];

describe("layoutWallpaper properties", () => {
  it("keeps every line inside the canvas and the band, and loses no task (fake measure)", () => {
    fc.assert(
      fc.property(input, (given) => checkLayout(given, layoutFor(given, fakeMeasureText), fakeMeasureText)),
      { numRuns: 100 },
    );
  }, 60_000); // 100 generated lists: slow on a busy machine

  it("accepts the first task cut with an ellipsis when it fits only without the '+N more' line (a case fast-check found)", () => {
    const text = `0 ${"a".repeat(58)} ${"a".repeat(58)} ${"a".repeat(64)} ${"a".repeat(50)} -’A' `;
    const given: Input = {
      tasks: [
        { text, isPriority: false, emoji: "🥛" },
        { text: "", isPriority: false, emoji: "🥛" },
      ],
      canvas: { preset: CUSTOM_PRESET_ID, width: 4096, height: 4096 },
      mode: "plain",
      textSize: "small",
      align: "left",
    };
    const result = layoutFor(given, fakeMeasureText);
    expect(result.hiddenCount).toBe(1);
    expect(result.lines.at(-2)?.text).toMatch(/…$/u);
    checkLayout(given, result, fakeMeasureText);
  });

  it("does the same with the real @napi-rs/canvas measureText and bundled fonts", () => {
    const measureText = canvasMeasureText();
    fc.assert(
      fc.property(input, (given) => checkLayout(given, layoutFor(given, measureText), measureText)),
      { numRuns: 30 },
    );
  }, 60_000);

  it("holds for every preset and custom size, at every text size and alignment, with the real fonts", () => {
    const measureText = canvasMeasureText();
    const canvases = [...DEVICE_PRESETS.map(presetCanvas), ...CUSTOM_SIZES.map(([width, height]) => ({ preset: CUSTOM_PRESET_ID, width, height }))];
    for (const canvas of canvases) {
      for (const textSize of TEXT_SIZES) {
        for (const align of TEXT_ALIGNS) {
          for (const tasks of [HEAVY, SHORT]) {
            const given: Input = { tasks, canvas, mode: "smart", textSize, align };
            checkLayout(given, layoutFor(given, measureText), measureText);
          }
        }
      }
    }
  }, 120_000);
});

describe("splitGraphemes", () => {
  it("splits printable ASCII (its shortcut) and any other text as Intl.Segmenter does", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    const text = fc.oneof(fc.string({ unit: "grapheme-ascii", maxLength: 80 }), fc.string({ unit: "binary", maxLength: 40 }), taskText);
    fc.assert(
      fc.property(text, (given) => {
        expect(splitGraphemes(given)).toEqual(Array.from(segmenter.segment(given), (part) => part.segment));
      }),
      { numRuns: 500 },
    );
  });
});
