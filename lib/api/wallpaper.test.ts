import { describe, expect, it } from "vitest";
import { DEFAULT_WALLPAPER_OPTIONS, GenerateWallpaperRequestSchema, styleOf, WallpaperOptionsSchema } from "./wallpaper";

const parse = (options: unknown) => WallpaperOptionsSchema.safeParse(options);
const issues = (options: unknown) => {
  const result = parse(options);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("WallpaperOptionsSchema", () => {
  it("reads an empty object, or no options at all, as today's wallpaper", () => {
    expect(parse({}).data).toEqual(DEFAULT_WALLPAPER_OPTIONS);
    expect(GenerateWallpaperRequestSchema.parse({ text: "x" }).options).toEqual(DEFAULT_WALLPAPER_OPTIONS);
  });

  it("keeps an older client's size-only options: the default phone at its size, a custom size at any other", () => {
    expect(parse({ width: 1179, height: 2556, generation_mode: "smart" }).data).toMatchObject({ preset: "iphone-16", generation_mode: "smart" });
    expect(parse({ width: 750, height: 1334 }).data).toMatchObject({ width: 750, height: 1334, preset: "custom", theme: "light" });
  });

  it("takes the size from a preset, or checks the size sent with it", () => {
    expect(parse({ preset: "pixel-10" }).data).toMatchObject({ width: 1080, height: 2424, preset: "pixel-10" });
    expect(parse({ preset: "pixel-10", width: 1080, height: 2424 }).success).toBe(true);
    expect(issues({ preset: "pixel-10", width: 1179, height: 2556 })).toEqual([
      "preset: the pixel-10 preset is 1080 x 2424 pixels: leave width and height out, or send that size",
    ]);
    expect(parse({ preset: "custom", width: 2000, height: 3000 }).data).toMatchObject({ width: 2000, height: 3000, preset: "custom" });
  });

  it("reads a whole style", () => {
    const options = parse({ preset: "galaxy-s25", theme: "custom", background: "#7C3AED", textSize: "large", align: "left" }).data!;
    expect(styleOf(options)).toEqual({ preset: "galaxy-s25", theme: "custom", background: "#7c3aed", textSize: "large", align: "left" });
  });

  it("keeps a background only for the custom theme, which needs one", () => {
    expect(parse({ theme: "dark", background: "#123456" }).data?.background).toBeNull();
    expect(issues({ theme: "custom" })).toEqual(["background: the custom theme needs a background colour written #rrggbb"]);
  });

  it.each([
    [{ theme: "neon" }, /^theme: theme must be one of light, dark, oled, .*, custom$/],
    [{ preset: "nokia-3310" }, /^preset: preset must be one of iphone-16, .*, custom$/],
    [{ theme: "custom", background: "red" }, /^background: background must be a colour written #rrggbb$/],
    [{ textSize: "huge" }, /^textSize: textSize must be one of small, medium, large$/],
    [{ align: "right" }, /^align: align must be one of center, left$/],
  ])("refuses %j with a message naming the field", (options, message) => {
    expect(issues(options)).toEqual([expect.stringMatching(message)]);
  });
});
