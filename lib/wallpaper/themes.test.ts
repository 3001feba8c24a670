import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, minContrast, parseHex, type Rgb, sampleGradient, toHex } from "./color";
import { COLORS } from "./style";
import {
  CUSTOM_THEME_ID,
  customTheme,
  DONE_MIN_CONTRAST,
  type Paint,
  resolveTheme,
  swatchFor,
  TEXT_MIN_CONTRAST,
  type Theme,
  THEME_IDS,
  THEMES,
} from "./themes";

/** Every colour a canvas can paint along the paint: all 256 steps between two stops cover each 8-bit value. */
function paintedColors(paint: Paint): Rgb[] {
  return paint.kind === "solid" ? [parseHex(paint.color)] : sampleGradient(paint.stops, 256);
}

function expectReadable(theme: Theme) {
  const backgrounds = paintedColors(theme.paint);
  const label = `${theme.id} ${swatchFor(theme.paint)}`;
  expect(minContrast(parseHex(theme.ink.text), backgrounds), `${label}: text ${theme.ink.text}`).toBeGreaterThanOrEqual(TEXT_MIN_CONTRAST);
  expect(minContrast(parseHex(theme.ink.muted), backgrounds), `${label}: muted ${theme.ink.muted}`).toBeGreaterThanOrEqual(TEXT_MIN_CONTRAST);
  expect(minContrast(parseHex(theme.ink.done), backgrounds), `${label}: done ${theme.ink.done}`).toBeGreaterThanOrEqual(DONE_MIN_CONTRAST);
}

const hexColor = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) => toHex(rgb));

describe("contrast arithmetic", () => {
  it("matches WCAG's reference values", () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // Tailwind gray-500 on white, the muted ink of today's look: 4.83:1.
    expect(contrastRatio(parseHex("#6b7280"), [255, 255, 255])).toBeCloseTo(4.83, 2);
  });
});

describe("themes", () => {
  it("offer Light, Dark, OLED black and at least four colour or gradient themes, then the custom colour", () => {
    expect(THEMES.slice(0, 3).map((theme) => theme.name)).toEqual(["Light", "Dark", "OLED black"]);
    expect(THEMES.length).toBeGreaterThanOrEqual(7);
    expect(THEMES.map((theme) => theme.id)).toEqual(THEME_IDS.filter((id) => id !== CUSTOM_THEME_ID));
    expect(THEMES.find((theme) => theme.id === "oled")?.paint).toEqual({ kind: "solid", color: "#000000" });
  });

  it("keep today's colours in Light", () => {
    const light = resolveTheme("light");
    expect(light.paint).toEqual({ kind: "solid", color: COLORS.background });
    expect(light.ink).toEqual({ text: COLORS.text, muted: COLORS.muted, done: COLORS.done });
  });

  it.each(THEMES.map((theme) => [theme.id, theme] as const))(
    "%s: text and muted lines reach 4.5:1 (WCAG AA) on every colour of the background, ticked lines 2.5:1",
    (_, theme) => expectReadable(theme),
  );

  it("set the muted and ticked lines apart from the text where the background leaves room", () => {
    for (const theme of THEMES) {
      const backgrounds = paintedColors(theme.paint);
      const [text, muted, done] = [theme.ink.text, theme.ink.muted, theme.ink.done].map((ink) => minContrast(parseHex(ink), backgrounds));
      expect(muted!, theme.id).toBeLessThan(text! * 0.75);
      expect(done!, theme.id).toBeLessThan(muted!);
    }
  });

  it("give the creator a CSS swatch for each", () => {
    expect(resolveTheme("dark").swatch).toBe("#111827");
    expect(resolveTheme("sunset").swatch).toBe("linear-gradient(180deg, #1e1b4b 0%, #701a75 50%, #7c2d12 100%)");
  });
});

describe("custom background colours", () => {
  it("are readable on any colour (fast-check)", () => {
    fc.assert(
      fc.property(hexColor, (background) => expectReadable(customTheme(background))),
      { numRuns: 500 },
    );
  });

  it.each(["#777777", "#808080", "#767676", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#7c3aed", "#000000", "#ffffff"])(
    "are readable on %s, the mid-tones where neither near-black nor near-white is enough included",
    (background) => expectReadable(customTheme(background)),
  );

  it("paint exactly the colour given, in lower case", () => {
    expect(customTheme("#7C3AED").paint).toEqual({ kind: "solid", color: "#7c3aed" });
    expect(resolveTheme(CUSTOM_THEME_ID, "#7C3AED").id).toBe(CUSTOM_THEME_ID);
  });

  it("fall back to Light without a usable colour, as does an unknown theme", () => {
    for (const [id, background] of [
      [CUSTOM_THEME_ID, null],
      [CUSTOM_THEME_ID, "red"],
      ["neon", null],
    ] as const) {
      expect(resolveTheme(id, background).id).toBe("light");
    }
  });
});
