import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MODES, type Task } from "@/lib/tasks/types";
import { layoutWallpaper, type MeasureText, type WallpaperLayout } from "./layout";
import { splitGraphemes } from "./segment";
import { canvasMeasureText } from "./server";
import { FONT_SIZE, INK_ASCENT, INK_DESCENT, MIN_FONT_SIZE, REFERENCE_HEIGHT, REFERENCE_WIDTH } from "./style";
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

const SIZES = [
  [1179, 2556],
  [1080, 2340],
  [750, 1334],
  [320, 568],
  [4096, 4096],
  [4096, 320],
  [320, 4096],
] as const;

const input = fc.record({
  tasks: fc.array(task, { maxLength: 60 }),
  size: fc.constantFrom(...SIZES),
  mode: fc.constantFrom(...MODES),
});

/** What a task shows, with whitespace removed: what its lines must spell out together. */
const shownText = (t: Task) => `${t.text}${t.emoji ?? ""}`.replace(/\s+/gu, "");

function checkLayout(tasks: Task[], width: number, height: number, result: WallpaperLayout, measureText: MeasureText) {
  const scale = Math.min(width / REFERENCE_WIDTH, (2 * height) / REFERENCE_HEIGHT);
  const { fontSize, band } = result;
  expect(fontSize).toBeLessThanOrEqual(FONT_SIZE * scale + 0.05);
  expect(fontSize).toBeGreaterThanOrEqual(MIN_FONT_SIZE * scale - 0.05);
  expect(band.top).toBeGreaterThanOrEqual(0);
  expect(band.bottom).toBeLessThanOrEqual(height);
  for (const line of result.lines) {
    const lineWidth = measureText(line.text, line.font);
    expect(line.x - lineWidth / 2).toBeGreaterThanOrEqual(0);
    expect(line.x + lineWidth / 2).toBeLessThanOrEqual(width);
    expect(line.y - INK_ASCENT * fontSize).toBeGreaterThanOrEqual(band.top);
    expect(line.y + INK_DESCENT * fontSize).toBeLessThanOrEqual(band.bottom);
    expect(line.text.trim()).toBe(line.text);
    expect(line.text).not.toBe("");
  }
  checkContent(tasks, result);
}

/** Every shown task is spelled out in order, and the rest are counted in the '+N more' line. */
function checkContent(tasks: Task[], result: WallpaperLayout) {
  const nonBlank = tasks.filter((t) => shownText(t) !== "");
  const lines = result.lines.map((line) => line.text);
  if (result.hiddenCount > 0) expect(lines.pop()).toBe(`+${result.hiddenCount} more`);
  const shown = nonBlank.slice(0, nonBlank.length - result.hiddenCount);
  expect(lines.join("").replace(/\s+/gu, "")).toBe(shown.map(shownText).join(""));
}

describe("layoutWallpaper properties", () => {
  it("keeps every line inside the canvas and the band, and loses no task (fake measure)", () => {
    fc.assert(
      fc.property(input, ({ tasks, size: [width, height], mode }) => {
        const result = layoutWallpaper({ tasks, width, height, mode, measureText: fakeMeasureText });
        checkLayout(tasks, width, height, result, fakeMeasureText);
      }),
      { numRuns: 100 },
    );
  }, 60_000); // 100 generated lists: slow on a busy machine

  it("does the same with the real @napi-rs/canvas measureText and bundled fonts", () => {
    const measureText = canvasMeasureText();
    fc.assert(
      fc.property(input, ({ tasks, size: [width, height], mode }) => {
        const result = layoutWallpaper({ tasks, width, height, mode, measureText });
        checkLayout(tasks, width, height, result, measureText);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
