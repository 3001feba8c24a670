import { describe, expect, it } from "vitest";
import { WallpaperOptionsSchema } from "@/lib/api/wallpaper";
import { changeLook, DEFAULT_LOOK, type Look, type LookChange, parseStoredLook, wallpaperOptions } from "./use-look";

describe("the look remembered in the browser", () => {
  it("reads back what was stored", () => {
    const stored = JSON.stringify({
      style: { preset: "pixel-10", theme: "ocean", background: null, textSize: "large", align: "left" },
      width: 1080,
      height: 2424,
      overlay: false,
    });
    expect(parseStoredLook(stored)).toEqual({
      style: { preset: "pixel-10", theme: "ocean", background: null, textSize: "large", align: "left" },
      width: 1080,
      height: 2424,
      overlay: false,
      fitted: false,
    });
  });

  it("takes a preset's size from the preset, never from storage", () => {
    const stored = JSON.stringify({ style: { preset: "pixel-10" }, width: 5, height: 99999 });
    expect(parseStoredLook(stored)).toMatchObject({ width: 1080, height: 2424, overlay: true });
  });

  it("keeps a custom size only within 320 to 4096 whole pixels", () => {
    const custom = (width: unknown, height: unknown) => JSON.stringify({ style: { preset: "custom" }, width, height });
    expect(parseStoredLook(custom(800, 1600))).toMatchObject({ width: 800, height: 1600 });
    expect(parseStoredLook(custom(319, 1600))).toBeNull();
    expect(parseStoredLook(custom(800, 4097))).toBeNull();
    expect(parseStoredLook(custom(800.5, 1600))).toBeNull();
    expect(parseStoredLook(custom("800", 1600))).toBeNull();
  });

  it("ignores storage it cannot use", () => {
    for (const raw of [null, "", "not json", "42", "null", "[]"]) expect(parseStoredLook(raw)).toBeNull();
  });

  it("falls back to today's look for unknown parts", () => {
    const stored = JSON.stringify({ style: { preset: "iphone-16", theme: "neon", textSize: "huge", align: "right" } });
    expect(parseStoredLook(stored)?.style).toEqual(DEFAULT_LOOK.style);
  });
});

describe("changing the look", () => {
  it("a preset brings its size and ends 'Sized for your phone'", () => {
    const fitted = { ...DEFAULT_LOOK, fitted: true };
    expect(changeLook(fitted, { preset: "galaxy-a56" })).toMatchObject({ width: 1080, height: 2340, fitted: false, style: { preset: "galaxy-a56" } });
  });

  it("choosing the custom size keeps the current size until one is typed", () => {
    const look = changeLook(DEFAULT_LOOK, { preset: "custom" });
    expect(look).toMatchObject({ width: 1179, height: 2556, style: { preset: "custom" } });
    expect(changeLook(look, { width: 800, height: 1600 })).toMatchObject({ width: 800, height: 1600 });
  });

  it("a built-in theme drops the custom colour; the custom theme keeps it", () => {
    const custom = changeLook(DEFAULT_LOOK, { theme: "custom", background: "#123456" });
    expect(custom.style).toMatchObject({ theme: "custom", background: "#123456" });
    expect(changeLook(custom, { theme: "dark" }).style).toMatchObject({ theme: "dark", background: null });
  });

  it("text size, alignment and the overlay change alone", () => {
    expect(changeLook(DEFAULT_LOOK, { textSize: "small" }).style.textSize).toBe("small");
    expect(changeLook(DEFAULT_LOOK, { align: "left" }).style.align).toBe("left");
    expect(changeLook(DEFAULT_LOOK, { overlay: false })).toMatchObject({ overlay: false, style: DEFAULT_LOOK.style });
  });
});

describe("the look sent to the server", () => {
  const picked = (...changes: LookChange[]): Look => changes.reduce(changeLook, DEFAULT_LOOK);

  it.each([
    [
      "a preset, a custom colour, large text on the left",
      picked({ preset: "galaxy-s25" }, { theme: "custom", background: "#7c3aed" }, { textSize: "large" }, { align: "left" }),
    ],
    [
      "a custom size on a built-in theme, small text",
      picked({ preset: "custom" }, { width: 800, height: 1600 }, { theme: "midnight" }, { textSize: "small" }),
    ],
    ["today's look", DEFAULT_LOOK],
  ])("is read by the generate and save routes as the very style picked: %s", (_, look) => {
    const read = WallpaperOptionsSchema.parse(JSON.parse(JSON.stringify(wallpaperOptions(look, "emoji"))));
    expect(read).toEqual({ width: look.width, height: look.height, generation_mode: "emoji", style: look.style });
  });
});
