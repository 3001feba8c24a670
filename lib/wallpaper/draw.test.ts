import { describe, expect, it } from "vitest";
import { drawWallpaper, gradientLine, type WallpaperContext } from "./draw";
import { layoutWallpaper } from "./layout";
import { BULLET, COLORS } from "./style";
import { fakeMeasureText } from "./testing";
import { resolveTheme } from "./themes";

/** Records what is painted, in order, with the state each call saw. */
function recordingContext() {
  const calls: string[] = [];
  const ctx: WallpaperContext = {
    fillStyle: "",
    font: "",
    textAlign: "start",
    textBaseline: "top",
    fillRect: (x, y, w, h) => calls.push(`rect ${x},${y},${w},${h} ${String(ctx.fillStyle)}`),
    fillText: (text, x, y) => calls.push(`text "${text}" ${x},${y} ${ctx.textAlign} ${ctx.textBaseline} ${String(ctx.fillStyle)} ${ctx.font}`),
    createLinearGradient: (x0, y0, x1, y1) => {
      const stops: string[] = [];
      calls.push(`gradient ${x0},${y0} -> ${x1},${y1}`);
      return { addColorStop: (offset, color) => stops.push(`${offset} ${color}`), toString: () => `gradient(${stops.join(", ")})` };
    },
  };
  return { ctx, calls };
}

// Checked by the compiler, not at run time: the browser's context fits the structural type
// (server.ts checks @napi-rs/canvas's). A change that breaks it fails the typecheck.
export type BrowserContextFits = CanvasRenderingContext2D extends WallpaperContext ? true : never;

describe("drawWallpaper", () => {
  const layout = layoutWallpaper({
    tasks: [
      { text: "Pay rent", isPriority: true, emoji: null },
      { text: "Buy milk", isPriority: false, emoji: "🥛" },
    ],
    width: 1179,
    height: 2556,
    mode: "smart",
    measureText: fakeMeasureText,
  });

  it("fills the background white, then draws each line centred on its baseline", () => {
    const { ctx, calls } = recordingContext();
    drawWallpaper(ctx, layout, 1179, 2556);
    expect(calls[0]).toBe(`rect 0,0,1179,2556 ${COLORS.background}`);
    expect(calls.slice(1)).toEqual(layout.lines.map((line) => `text "${line.text}" 589.5,${line.y} center alphabetic ${line.color} ${line.font}`));
  });

  it("sets the font the resolver gives for each line", () => {
    const { ctx, calls } = recordingContext();
    drawWallpaper(ctx, layout, 1179, 2556, (font, text) => `${text.length}px narrowed`);
    expect(calls.slice(1).map((call) => call.split(" alphabetic ")[1])).toEqual([`${COLORS.text} 8px narrowed`, `${COLORS.muted} 11px narrowed`]);
  });

  it("paints only the background for an empty layout", () => {
    const { ctx, calls } = recordingContext();
    drawWallpaper(ctx, layoutWallpaper({ tasks: [], width: 750, height: 1334, mode: "plain", measureText: fakeMeasureText }), 750, 1334);
    expect(calls).toEqual([`rect 0,0,750,1334 ${COLORS.background}`]);
  });

  it("paints a gradient theme along its CSS angle, then the lines in the theme's inks", () => {
    const tasks = [
      { text: "Pay rent", isPriority: true, emoji: null },
      { text: "Buy milk", isPriority: false, emoji: null },
    ];
    const sunset = resolveTheme("sunset");
    const themed = layoutWallpaper({ tasks, width: 1179, height: 2556, mode: "smart", measureText: fakeMeasureText, style: { theme: "sunset" } });
    const { ctx, calls } = recordingContext();
    drawWallpaper(ctx, themed, 1179, 2556);
    expect(calls.slice(0, 2)).toEqual(["gradient 589.5,0 -> 589.5,2556", `rect 0,0,1179,2556 gradient(0 #1e1b4b, 0.5 #701a75, 1 #7c2d12)`]);
    expect(calls.slice(2).map((call) => call.split(" alphabetic ")[1]?.split(" ")[0])).toEqual([sunset.ink.text, sunset.ink.muted]);
  });

  it("draws a bullet before each left-aligned task, in the task's font and colour", () => {
    const left = layoutWallpaper({
      tasks: [{ text: "Pay rent", isPriority: true, emoji: null }],
      width: 1179,
      height: 2556,
      mode: "plain",
      measureText: fakeMeasureText,
      style: { align: "left" },
    });
    const [line] = left.lines;
    const { ctx, calls } = recordingContext();
    drawWallpaper(ctx, left, 1179, 2556);
    expect(calls.slice(1)).toEqual([
      `text "Pay rent" ${line?.x},${line?.y} left alphabetic ${COLORS.text} ${line?.font}`,
      `text "${BULLET}" ${line?.bullet?.x},${line?.y} left alphabetic ${COLORS.text} ${line?.font}`,
    ]);
  });
});

describe("gradientLine", () => {
  it("follows CSS: 180deg runs from the top edge to the bottom, 90deg from left to right", () => {
    expect(gradientLine(180, 100, 200)).toEqual({ x0: 50, y0: 0, x1: 50, y1: 200 });
    expect(gradientLine(90, 100, 200)).toEqual({ x0: 0, y0: 100, x1: 100, y1: 100 });
  });

  it("reaches the corners on a diagonal, so they take the first and last colours", () => {
    const { x0, y0, x1, y1 } = gradientLine(135, 100, 100);
    // Projected on the line, the top-left corner sits at its start and the bottom-right at its end.
    const along = (x: number, y: number) => ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / ((x1 - x0) ** 2 + (y1 - y0) ** 2);
    expect(along(0, 0)).toBeCloseTo(0);
    expect(along(100, 100)).toBeCloseTo(1);
  });
});
