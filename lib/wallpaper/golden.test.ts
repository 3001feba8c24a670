import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Mode, Task } from "@/lib/tasks/types";
import type { WallpaperStyle } from "./options";
import { renderWallpaperPng } from "./server";
import { THEMES } from "./themes";

/**
 * Golden images: each case is rendered (at 1179x2556 unless it says otherwise) and compared pixel
 * by pixel with __golden__/<name>.png. The first six are today's look; then one per theme, and
 * the other text sizes, left alignment and presets. Rewrite them after an intended change with
 *   UPDATE_GOLDEN=1 npx vitest run lib/wallpaper/golden.test.ts
 * and look at every image before committing. A failing case leaves its rendering in
 * __golden__/__actual__/ (git-ignored).
 */
const GOLDEN_DIR = path.join(import.meta.dirname, "__golden__");
const ACTUAL_DIR = path.join(GOLDEN_DIR, "__actual__");
const UPDATE = process.env.UPDATE_GOLDEN === "1";
/** A channel may differ this much (anti-aliasing across Skia builds) before the pixel counts. */
const CHANNEL_TOLERANCE = 24;
const MAX_DIFFERING_PIXELS = 0.005;

const task = (text: string, isPriority = false, emoji: string | null = null): Task => ({ text, isPriority, emoji });

const WEEK = [
  "Finish the quarterly report before the Friday deadline",
  "Call mom",
  "Gym at 6pm: legs and core",
  "Buy milk, eggs and bread",
  "Reply to Sarah's email about the offsite",
  "Water the plants",
  "Read 20 pages",
];

interface GoldenCase {
  name: string;
  mode: Mode;
  tasks: Task[];
  style?: Partial<WallpaperStyle>;
  size?: { width: number; height: number };
}

/** Each theme shows priority, muted, ticked and emoji lines. */
const THEMED: Task[] = [
  task(WEEK[0] ?? "", true, "📊"),
  task("Pay rent today", true, "💸"),
  task(WEEK[1] ?? "", false, "📞"),
  task(WEEK[2] ?? "", false, "🏋️"),
  { ...task(WEEK[3] ?? "", false, "🥛"), completed: true },
  task(WEEK[5] ?? "", false, "🪴"),
];

const CASES: GoldenCase[] = [
  { name: "plain", mode: "plain", tasks: WEEK.map((text) => task(text)) },
  {
    name: "smart",
    mode: "smart",
    tasks: [task(WEEK[0] ?? "", true), task("Pay rent today", true), ...WEEK.slice(1, 6).map((text) => task(text))],
  },
  {
    name: "emoji",
    mode: "emoji",
    tasks: ["📊", "📞", "🏋️", "🥛", "✉️", "🪴", "📚"].map((emoji, i) => task(WEEK[i] ?? "", i === 0, emoji)),
  },
  {
    name: "ticked",
    mode: "emoji",
    tasks: ["📊", "📞", "🏋️", "🥛", "✉️"].map((emoji, i) => ({ ...task(WEEK[i] ?? "", i === 0, emoji), completed: i === 1 || i === 3 })),
  },
  {
    name: "long-list",
    mode: "smart",
    tasks: Array.from({ length: 40 }, (_, i) => task(`Step ${i + 1}: ${WEEK[i % WEEK.length]}`, i < 3)),
  },
  {
    name: "chinese",
    mode: "emoji",
    tasks: [
      task("今天下午三点之前把季度报告写完，然后发给老板", true, "📊"),
      task("给妈妈打电话", false, "📞"),
      task("晚上去健身房锻炼一个小时", false, "🏋️"),
      task("买牛奶和面包", false, "🥛"),
      task("读二十页《人类简史》", false, "📚"),
    ],
  },
  ...THEMES.map((theme) => ({ name: `theme-${theme.id}`, mode: "smart" as const, tasks: THEMED, style: { theme: theme.id } })),
  { name: "theme-custom", mode: "smart", tasks: THEMED, style: { theme: "custom", background: "#7c3aed" } },
  {
    name: "left-large",
    mode: "smart",
    tasks: [...THEMED, task("给妈妈打电话，然后去超市买牛奶和面包", false, "🛒")],
    style: { align: "left", textSize: "large", theme: "dark" },
  },
  {
    name: "small-pixel",
    mode: "emoji",
    tasks: THEMED,
    style: { preset: "pixel-10", textSize: "small", theme: "midnight" },
    size: { width: 1080, height: 2424 },
  },
  {
    name: "left-long-galaxy",
    mode: "smart",
    tasks: Array.from({ length: 40 }, (_, i) => task(`Step ${i + 1}: ${WEEK[i % WEEK.length]}`, i < 3)),
    style: { preset: "galaxy-s25", align: "left", theme: "sand" },
    size: { width: 1080, height: 2340 },
  },
];

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function differingPixelShare(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 3) {
    const delta = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!));
    if (delta > CHANNEL_TOLERANCE) differing++;
  }
  return differing / (a.length / 3);
}

describe("wallpaper golden images", () => {
  it.each(CASES)("$name matches its golden image", async ({ name, mode, tasks, style, size = { width: 1179, height: 2556 } }) => {
    const png = await renderWallpaperPng({ tasks, ...size, mode, ...(style ? { style } : {}) });
    const goldenPath = path.join(GOLDEN_DIR, `${name}.png`);
    const actualPath = path.join(ACTUAL_DIR, `${name}.png`);
    if (UPDATE) {
      writeFileSync(goldenPath, png);
      return;
    }
    const [actual, golden] = await Promise.all([decode(png), decode(readFileSync(goldenPath))]);
    expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
    const share = differingPixelShare(actual.data, golden.data);
    if (share > MAX_DIFFERING_PIXELS) {
      mkdirSync(ACTUAL_DIR, { recursive: true });
      writeFileSync(actualPath, png);
    } else {
      rmSync(actualPath, { force: true });
    }
    expect(share, `differing pixels; see ${actualPath}`).toBeLessThanOrEqual(MAX_DIFFERING_PIXELS);
  });
});
