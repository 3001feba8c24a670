/**
 * Colour arithmetic for the themes: sRGB hex colours, WCAG 2.x contrast, and the colours a canvas
 * gradient actually paints (it interpolates in sRGB, as CSS does by default).
 */

export type Rgb = readonly [number, number, number];

/** A colour written `#rrggbb` (the only form the themes and the API use). */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function parseHex(color: string): Rgb {
  if (!HEX_COLOR.test(color)) throw new Error(`Not a #rrggbb colour: ${color}`);
  return [0, 2, 4].map((start) => parseInt(color.slice(1 + start, 3 + start), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG 2.x relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The worst contrast of `ink` against any of `backgrounds`. */
export function minContrast(ink: Rgb, backgrounds: readonly Rgb[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(ink, background)));
}

/** `from` moved a share `t` (0 to 1) of the way to `to`, per sRGB channel. */
export function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as unknown as Rgb;
}

/** The mean of some colours, per sRGB channel. */
export function meanColor(colors: readonly Rgb[]): Rgb {
  return [0, 1, 2].map((i) => colors.reduce((sum, color) => sum + color[i]!, 0) / colors.length) as unknown as Rgb;
}

export interface ColorStop {
  /** 0 at the start of the gradient line, 1 at its end. */
  offset: number;
  color: string;
}

/**
 * The colours painted along a gradient: every stop, and `perSegment` evenly spaced colours between
 * each pair of stops (whole 8-bit values, as a canvas paints them). Luminance need not be monotonic
 * between two stops, so contrast is checked on these samples, not on the stops alone.
 */
export function sampleGradient(stops: readonly ColorStop[], perSegment = 32): Rgb[] {
  const samples: Rgb[] = [];
  stops.forEach((stop, index) => {
    const from = parseHex(stop.color);
    samples.push(from);
    const next = stops[index + 1];
    if (!next) return;
    const to = parseHex(next.color);
    for (let step = 1; step < perSegment; step++) samples.push(mix(from, to, step / perSegment).map(Math.round) as unknown as Rgb);
  });
  return samples;
}
