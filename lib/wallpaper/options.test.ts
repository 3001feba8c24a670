import { describe, expect, it } from "vitest";
import { DEFAULT_WALLPAPER_STYLE, normaliseWallpaperStyle } from "./options";

describe("normaliseWallpaperStyle", () => {
  it("reads a row saved before styles existed as today's look at its own size", () => {
    expect(normaliseWallpaperStyle({})).toEqual({ ...DEFAULT_WALLPAPER_STYLE, preset: "custom" });
    expect(normaliseWallpaperStyle(null)).toEqual(normaliseWallpaperStyle({}));
    expect(normaliseWallpaperStyle("dark")).toEqual(normaliseWallpaperStyle({}));
  });

  it("keeps a whole style as it is", () => {
    const style = { preset: "pixel-10", theme: "custom", background: "#7c3aed", textSize: "large", align: "left" } as const;
    expect(normaliseWallpaperStyle(style)).toEqual(style);
  });

  it("replaces each unknown or unusable part with today's, and drops a colour only the custom theme uses", () => {
    expect(normaliseWallpaperStyle({ preset: "nokia", theme: "neon", textSize: "huge", align: "right", background: "#123456" })).toEqual({
      ...DEFAULT_WALLPAPER_STYLE,
      preset: "custom",
    });
    expect(normaliseWallpaperStyle({ theme: "custom", background: "blue" }).theme).toBe("light");
    expect(normaliseWallpaperStyle({ theme: "custom", background: "#ABCDEF" }).background).toBe("#abcdef");
  });
});
