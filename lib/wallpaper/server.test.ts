import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Task } from "@/lib/tasks/types";
import { drawWallpaper } from "./draw";
import { fontFor } from "./fonts";
import { encodeWallpaperPng, renderWallpaperPixels, renderWallpaperPng } from "./server";
import { ensureWallpaperFonts, fontForText } from "./server-fonts";
import { INK_ASCENT, INK_DESCENT } from "./style";

const tasks: Task[] = [
  { text: "Pay rent today", isPriority: true, emoji: "💸" },
  { text: "给妈妈打电话", isPriority: false, emoji: "📞" },
];

describe("server fonts", () => {
  it("registers the bundled faces once per process", () => {
    expect(ensureWallpaperFonts()).toBe(ensureWallpaperFonts());
    const families = GlobalFonts.families.map((font) => font.family);
    expect(families).toEqual(expect.arrayContaining(["Inter Variable", "Noto Color Emoji"]));
    expect(families.filter((family) => family.startsWith("Noto Sans SC Variable ")).length).toBe(101);
  });

  it("narrows the Chinese family to the subsets a text uses", () => {
    const font = fontFor(400, 60);
    expect(fontForText(font, "Buy milk 🥛")).toBe('400 60px "Inter Variable", "Noto Color Emoji", sans-serif');
    const chinese = fontForText(font, "给妈妈打电话");
    expect(chinese).toMatch(/^400 60px "Inter Variable", "Noto Color Emoji", ("Noto Sans SC Variable \d+", )+sans-serif$/);
  });

  it("keeps real ink within the ascent and descent the layout reserves", () => {
    const ctx = createCanvas(1, 1).getContext("2d");
    for (const [weight, text] of [
      [600, "ÁÉÍ Ågjpqy"],
      [400, "给妈妈打电话，『龘』"],
      [400, "🥛📞👨‍👩‍👧🇨🇳"],
    ] as const) {
      ctx.font = fontForText(fontFor(weight, 60), text);
      const metrics = ctx.measureText(text);
      expect(metrics.actualBoundingBoxAscent, text).toBeLessThanOrEqual(INK_ASCENT * 60);
      expect(metrics.actualBoundingBoxDescent, text).toBeLessThanOrEqual(INK_DESCENT * 60);
    }
  });
});

describe("renderWallpaperPng", () => {
  it("encodes an opaque RGB PNG of the requested size", async () => {
    const png = await renderWallpaperPng({ tasks, width: 1179, height: 2556, mode: "smart" });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(["png", 1179, 2556, 3]);
  });

  it("draws only the inked rectangle of the text band, leaving the rest to the encoder", () => {
    const pixels = renderWallpaperPixels({ tasks, width: 1179, height: 2556, mode: "plain" });
    expect(pixels.top).toBeGreaterThanOrEqual(pixels.layout.band.top);
    expect(pixels.top + pixels.rows).toBeLessThanOrEqual(pixels.layout.band.bottom);
    expect(pixels.left).toBeGreaterThan(0);
    expect(pixels.left + pixels.columns).toBeLessThan(1179);
    expect(pixels.rgba.length).toBe(pixels.columns * pixels.rows * 4);
  });

  it("leaves out only columns without ink, overhanging glyphs, bullets and strikes included", () => {
    const texts = ["jump fjord ƒ", "Z̤̺̈́ͅa̷l̶g̵o̸ ÿ̈̈", "👨‍👩‍👧 🇨🇳 👍🏽", "给妈妈打电话，『龘』"];
    for (const align of ["center", "left"] as const) {
      const list = texts.map((text, i) => ({ text, isPriority: i === 0, emoji: "🥛", completed: i === 1 }));
      const pixels = renderWallpaperPixels({ tasks: list, width: 1179, height: 2556, mode: "emoji", style: { align } });
      // The same rows drawn across the whole width, as before the columns were cropped.
      const ctx = createCanvas(1179, pixels.rows).getContext("2d");
      ctx.translate(0, -pixels.top);
      drawWallpaper(ctx, pixels.layout, 1179, 2556, fontForText);
      const { data } = ctx.getImageData(0, 0, 1179, pixels.rows);
      const inked = new Set<number>();
      for (let i = 0; i < data.length; i += 4) if (data[i] !== 255 || data[i + 1] !== 255 || data[i + 2] !== 255) inked.add((i / 4) % 1179);
      expect(Math.min(...inked), align).toBeGreaterThanOrEqual(pixels.left);
      expect(Math.max(...inked), align).toBeLessThan(pixels.left + pixels.columns);
    }
  });

  it("renders a plain white wallpaper for an empty list", async () => {
    const png = await renderWallpaperPng({ tasks: [], width: 750, height: 1334, mode: "plain" });
    const { channels, isOpaque } = await sharp(png).stats();
    expect(isOpaque).toBe(true);
    expect(channels.map((channel) => [channel.min, channel.max])).toEqual([
      [255, 255],
      [255, 255],
      [255, 255],
    ]);
  });

  it("pads a one-colour theme with its colour, and draws a gradient theme whole, corner to corner", async () => {
    const pixel = async (png: Buffer, x: number, y: number) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const oled = await renderWallpaperPng({ tasks, width: 750, height: 1334, mode: "plain", style: { theme: "oled" } });
    expect(await pixel(oled, 0, 0)).toEqual([0, 0, 0]);
    expect(await pixel(oled, 749, 1333)).toEqual([0, 0, 0]);

    const pixels = renderWallpaperPixels({ tasks, width: 750, height: 1334, mode: "plain", style: { theme: "sunset" } });
    expect([pixels.top, pixels.rows]).toEqual([0, 1334]);
    const sunset = await encodeWallpaperPng(pixels);
    // #1e1b4b at the top, #7c2d12 at the bottom (a step of dithering allowed).
    for (const [y, expected] of [
      [0, [0x1e, 0x1b, 0x4b]],
      [1333, [0x7c, 0x2d, 0x12]],
    ] as const) {
      const actual = await pixel(sunset, 0, y);
      actual.forEach((channel, i) => expect(Math.abs((channel ?? 0) - expected[i]!)).toBeLessThanOrEqual(2));
    }
  });
});
