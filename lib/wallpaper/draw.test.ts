import { describe, expect, it } from "vitest";
import { drawWallpaper, type WallpaperContext } from "./draw";
import { layoutWallpaper } from "./layout";
import { COLORS } from "./style";
import { fakeMeasureText } from "./testing";

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
});
