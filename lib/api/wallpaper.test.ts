import { describe, expect, it } from "vitest";
import { DEFAULT_WALLPAPER_OPTIONS, GenerateWallpaperRequestSchema, WallpaperOptionsSchema } from "./wallpaper";

const parse = (options: unknown) => WallpaperOptionsSchema.safeParse(options);
const issues = (options: unknown) => {
  const result = parse(options);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("WallpaperOptionsSchema", () => {
  it("reads an empty object, or no options at all, as today's wallpaper", () => {
    expect(parse({}).data).toEqual(DEFAULT_WALLPAPER_OPTIONS);
    expect(parse({ style: {} }).data).toEqual(DEFAULT_WALLPAPER_OPTIONS);
    expect(GenerateWallpaperRequestSchema.parse({ text: "x" }).options).toEqual(DEFAULT_WALLPAPER_OPTIONS);
  });

  it("keeps an older client's size-only options: the default phone at its size, a custom size at any other", () => {
    expect(parse({ width: 1179, height: 2556, generation_mode: "smart" }).data).toMatchObject({
      generation_mode: "smart",
      style: { preset: "iphone-16" },
    });
    expect(parse({ width: 750, height: 1334 }).data).toMatchObject({ width: 750, height: 1334, style: { preset: "custom", theme: "light" } });
  });

  it("takes the size from a preset, or checks the size sent with it", () => {
    expect(parse({ style: { preset: "pixel-10" } }).data).toMatchObject({ width: 1080, height: 2424, style: { preset: "pixel-10" } });
    expect(parse({ width: 1080, height: 2424, style: { preset: "pixel-10" } }).success).toBe(true);
    expect(issues({ width: 1179, height: 2556, style: { preset: "pixel-10" } })).toEqual([
      "style.preset: the pixel-10 preset is 1080 x 2424 pixels: leave width and height out, or send that size",
    ]);
    expect(parse({ width: 2000, height: 3000, style: { preset: "custom" } }).data).toMatchObject({
      width: 2000,
      height: 3000,
      style: { preset: "custom" },
    });
  });

  it("reads a whole style, nested as the history keeps it", () => {
    const style = { preset: "galaxy-s25", theme: "custom", background: "#7C3AED", textSize: "large", align: "left" };
    expect(parse({ generation_mode: "emoji", style }).data).toEqual({
      width: 1080,
      height: 2340,
      generation_mode: "emoji",
      style: { ...style, background: "#7c3aed" },
    });
  });

  it("reads the style an older client sends beside the size, as the same nested style", () => {
    const flat = { width: 1080, height: 2340, generation_mode: "smart", preset: "galaxy-s25", theme: "ocean", textSize: "small", align: "left" };
    const nested = {
      width: 1080,
      height: 2340,
      generation_mode: "smart",
      style: { preset: "galaxy-s25", theme: "ocean", textSize: "small", align: "left" },
    };
    expect(parse(flat).data).toEqual(parse(nested).data);
    expect(parse(flat).data?.style).toEqual({ preset: "galaxy-s25", theme: "ocean", background: null, textSize: "small", align: "left" });
    expect(issues({ theme: "custom" })).toEqual(["style.background: the custom theme needs a background colour written #rrggbb"]);
  });

  it("refuses a style sent both nested and beside it, rather than guess which one the person chose", () => {
    expect(issues({ theme: "dark", textSize: "large", style: { theme: "ocean" } })).toEqual([
      "theme: send theme inside style, not beside it",
      "textSize: send textSize inside style, not beside it",
    ]);
  });

  it("keeps a background only for the custom theme, which needs one", () => {
    expect(parse({ style: { theme: "dark", background: "#123456" } }).data?.style.background).toBeNull();
    expect(issues({ style: { theme: "custom" } })).toEqual(["style.background: the custom theme needs a background colour written #rrggbb"]);
  });

  it.each([
    [{ theme: "neon" }, /^style\.theme: theme must be one of light, dark, oled, .*, custom$/],
    [{ preset: "nokia-3310" }, /^style\.preset: preset must be one of iphone-16, .*, custom$/],
    [{ theme: "custom", background: "red" }, /^style\.background: background must be a colour written #rrggbb$/],
    [{ textSize: "huge" }, /^style\.textSize: textSize must be one of small, medium, large$/],
    [{ align: "right" }, /^style\.align: align must be one of center, left$/],
  ])("refuses the style %j with a message naming the field", (style, message) => {
    expect(issues({ style })).toEqual([expect.stringMatching(message)]);
  });
});
