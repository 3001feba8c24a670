import { describe, expect, it } from "vitest";
import { WALLPAPER_HEIGHT, WALLPAPER_MAX_SIDE, WALLPAPER_MIN_SIDE, WALLPAPER_WIDTH } from "@/config/site";
import {
  bandFor,
  CUSTOM_BAND,
  CUSTOM_PRESET_ID,
  DEFAULT_PRESET,
  DEFAULT_PRESET_ID,
  DEVICE_PRESETS,
  PRESET_IDS,
  pickPresetForScreen,
  platformFromUserAgent,
  platformOf,
} from "./presets";
import { BAND_BOTTOM, BAND_TOP } from "./style";

describe("device presets", () => {
  it("start with the default phone, at config/site.ts's size and the product's band", () => {
    expect(DEFAULT_PRESET.id).toBe(DEFAULT_PRESET_ID);
    expect([DEFAULT_PRESET.width, DEFAULT_PRESET.height]).toEqual([WALLPAPER_WIDTH, WALLPAPER_HEIGHT]);
    expect(DEFAULT_PRESET.band).toEqual({ top: BAND_TOP, bottom: BAND_BOTTOM });
  });

  it("have unique ids, drawable sizes in portrait, and a band of at least a third of the screen", () => {
    expect(new Set(PRESET_IDS).size).toBe(PRESET_IDS.length);
    expect(PRESET_IDS.at(-1)).toBe(CUSTOM_PRESET_ID);
    for (const preset of DEVICE_PRESETS) {
      expect(preset.width, preset.id).toBeGreaterThanOrEqual(WALLPAPER_MIN_SIDE);
      expect(preset.height, preset.id).toBeLessThanOrEqual(WALLPAPER_MAX_SIDE);
      expect(preset.height, preset.id).toBeGreaterThan(preset.width);
      expect(preset.band.top, preset.id).toBeGreaterThanOrEqual(0.3);
      expect(preset.band.bottom, preset.id).toBeLessThanOrEqual(0.87);
      expect(preset.band.bottom - preset.band.top, preset.id).toBeGreaterThanOrEqual(0.33);
    }
  });

  it("cover current iPhones (standard, Plus, Pro, Pro Max, mini, SE), Pixels and Galaxy S and A", () => {
    const names = DEVICE_PRESETS.map((preset) => preset.name).join(" | ");
    for (const model of [
      "iPhone 17,",
      "iPhone 16 Plus",
      "17 Pro,",
      "17 Pro Max",
      "13 mini",
      "iPhone SE",
      "Pixel 10,",
      "Pixel 10 Pro",
      "Galaxy S25",
      "Galaxy A56",
    ]) {
      expect(names).toContain(model);
    }
  });

  // The rule presets.ts states: the iPhone 15/16's band in points (306.72 pt from the top, 127.8 pt
  // from the bottom) kept on every iPhone, rounded inwards to 0.001 of the height.
  it.each(
    DEVICE_PRESETS.filter((preset) => preset.brand === "Apple").map((preset) => {
      const reported = preset.reports?.[0] ?? preset;
      const scale = preset.id === "iphone-se" ? 2 : 3;
      return { id: preset.id, band: preset.band, points: reported.height / scale };
    }),
  )("$id keeps the lock screen's distances in points ($points pt tall)", ({ band, points }) => {
    expect(band.top).toBeGreaterThanOrEqual(306.72 / points - 1e-9);
    expect(band.top).toBeLessThan(306.72 / points + 0.001);
    expect(band.bottom).toBeLessThanOrEqual(1 - 127.8 / points + 1e-9);
    expect(band.bottom).toBeGreaterThan(1 - 127.8 / points - 0.001);
  });
});

describe("bandFor", () => {
  it("gives a preset's band at its own size", () => {
    expect(bandFor("pixel-10", 1080, 2424)).toEqual({ top: 0.4, bottom: 0.8 });
  });

  it("gives the proportional band to a custom size, an unknown preset, or a preset at another size", () => {
    expect(bandFor(CUSTOM_PRESET_ID, 1000, 2000)).toEqual(CUSTOM_BAND);
    expect(bandFor("nokia-3310", 1080, 2424)).toEqual(CUSTOM_BAND);
    expect(bandFor("pixel-10", 750, 1334)).toEqual(CUSTOM_BAND);
    expect(CUSTOM_BAND).toEqual({ top: BAND_TOP, bottom: BAND_BOTTOM });
  });
});

describe("pickPresetForScreen", () => {
  const pick = (width: number, height: number, devicePixelRatio: number, platform: "ios" | "android" | null = null) => {
    const { preset, matched } = pickPresetForScreen({ width, height, devicePixelRatio, platform });
    return { id: preset.id, size: `${preset.width}x${preset.height}`, matched };
  };

  it.each([
    [393, 852, 3, "ios", "iphone-16", "1179x2556"],
    [402, 874, 3, "ios", "iphone-17", "1206x2622"],
    [440, 956, 3, "ios", "iphone-17-pro-max", "1320x2868"],
    [430, 932, 3, "ios", "iphone-16-plus", "1290x2796"],
    [420, 912, 3, "ios", "iphone-air", "1260x2736"],
    [390, 844, 3, "ios", "iphone-16e", "1170x2532"],
    [375, 812, 3, "ios", "iphone-mini", "1080x2340"],
    [375, 667, 2, "ios", "iphone-se", "750x1334"],
    [412, 923, 2.625, "android", "pixel-10", "1080x2424"],
    [412, 915, 2.625, "android", "pixel-8", "1080x2400"],
    [384, 832, 2.8125, "android", "galaxy-s25", "1080x2340"],
    [384, 832, 3.75, "android", "galaxy-s25-ultra", "1440x3120"],
  ] as const)("%s x %s at %sx (%s) is %s", (width, height, ratio, platform, id, size) => {
    expect(pick(width, height, ratio, platform)).toEqual({ id, size, matched: true });
  });

  it("matches in landscape too, and without knowing the system", () => {
    expect(pick(852, 393, 3)).toEqual({ id: "iphone-16", size: "1179x2556", matched: true });
  });

  it("keeps an iPhone off Android presets of the same size, and the other way round", () => {
    // A Galaxy S25 reports 1080x2340, the iPhone mini's panel; the mini itself reports 1125x2436.
    expect(pick(384, 832, 2.8125, "android").id).toBe("galaxy-s25");
    expect(pick(384, 832, 2.8125, "ios").matched).toBe(false);
  });

  it("matches an Android phone running below its panel's resolution by shape (Pixel 9 Pro XL at 1008x2244)", () => {
    expect(pick(384, 855, 2.625, "android")).toEqual({ id: "pixel-10-pro-xl", size: "1344x2992", matched: true });
  });

  it("falls back to the default for unknown phones, tablets and desktops", () => {
    for (const [width, height, ratio, platform] of [
      [414, 896, 3, "ios"], // iPhone 11 Pro Max: 1242x2688, no preset
      [412, 915, 3.5, "android"], // 1442x3203: no preset that size or shape and larger
      [1920, 1080, 1, null], // a desktop: 1080x1920 has the iPhone SE's shape, but no phone is 1080 CSS px wide
      [820, 1180, 2, "ios"], // an iPad
      [0, 0, 0, null],
    ] as const) {
      expect(pick(width, height, ratio, platform), `${width}x${height}@${ratio}`).toEqual({
        id: DEFAULT_PRESET_ID,
        size: "1179x2556",
        matched: false,
      });
    }
  });
});

describe("platformFromUserAgent", () => {
  it("tells iPhones and Android phones apart, and nothing else", () => {
    expect(platformFromUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("ios");
    expect(platformFromUserAgent("Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130 Mobile")).toBe("android");
    expect(platformFromUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15")).toBeNull();
    expect(DEVICE_PRESETS.filter((preset) => platformOf(preset) === "ios").every((preset) => preset.brand === "Apple")).toBe(true);
  });
});
