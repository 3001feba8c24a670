/**
 * The server wallpaper renderer at 1179x2556 on a fixed 7-task list: the whole render + encode,
 * its two halves (drawing and reading the pixels; sharp's PNG encode of those same pixels), the
 * PNG size, and the one-off cost of the first render in a process (font registration). The
 * comparison row times draw + encode and encode alone in alternation and gives their ratio: what
 * the drawing adds on top of the encoder, on any machine.
 * Run alone with `npx tsx bench/wallpaper.ts`.
 */
import type { Task } from "../lib/tasks/types";
import { encodeWallpaperPng, renderWallpaperPixels, renderWallpaperPng, type RenderInput } from "../lib/wallpaper/server";
import { printTable, timeItAsync, timePairAsync } from "./timing";

const TASKS: Task[] = [
  { text: "Finish the quarterly report before the Friday deadline", isPriority: true, emoji: "📊" },
  { text: "Pay rent today", isPriority: true, emoji: "💸" },
  { text: "Call mom", isPriority: false, emoji: "📞" },
  { text: "Gym at 6pm: legs and core", isPriority: false, emoji: "🏋️" },
  { text: "Buy milk, eggs and bread", isPriority: false, emoji: "🥛" },
  { text: "Reply to Sarah's email about the offsite", isPriority: false, emoji: "✉️" },
  { text: "Water the plants", isPriority: false, emoji: "🪴" },
];
const INPUT: RenderInput = { tasks: TASKS, width: 1179, height: 2556, mode: "smart" };
const RUNS = 30;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The same list with a new number in every task each call, so no line has been measured before. */
let edition = 0;
const freshInput = (): RenderInput => {
  edition++;
  return { ...INPUT, tasks: TASKS.map((task) => ({ ...task, text: `${task.text} ${edition}` })) };
};

export async function benchWallpaper() {
  const firstStart = performance.now();
  const png = await renderWallpaperPng(INPUT);
  const firstRender = performance.now() - firstStart;

  const pixels = renderWallpaperPixels(INPUT);
  const rows = [
    { name: "render + encode (PNG)", ...(await timeItAsync(() => renderWallpaperPng(INPUT), RUNS, 5)), png: kilobytes(png.length) },
    { name: "render + encode, new lines each run", ...(await timeItAsync(() => renderWallpaperPng(freshInput()), RUNS, 5)) },
    { name: "render only (layout, draw, read pixels)", ...(await timeItAsync(async () => renderWallpaperPixels(INPUT), RUNS, 5)) },
    { name: "encode only (sharp PNG, same pixels)", ...(await timeItAsync(() => encodeWallpaperPng(pixels), RUNS, 5)) },
  ];
  printTable(`Wallpaper 1179x2556, 7 tasks (ms); first render in process ${firstRender.toFixed(0)} ms`, rows);

  const [drawAndEncode, encodeAlone] = await timePairAsync(
    () => renderWallpaperPng(INPUT),
    () => encodeWallpaperPng(pixels),
    RUNS * 2,
  );
  console.table({
    "draw + encode vs encode alone (alternating runs)": {
      "draw + encode ms": drawAndEncode.median.toFixed(3),
      "encode alone ms": encodeAlone.median.toFixed(3),
      ratio: (drawAndEncode.median / encodeAlone.median).toFixed(2),
      png: kilobytes(png.length),
      runs: drawAndEncode.runs,
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWallpaper();
