/**
 * The font stack every wallpaper line is set in, shared by the browser preview and the server PNG
 * so that both measure and draw the same `font` strings.
 *
 * The family names are the ones the @fontsource packages declare, so the browser gets the faces by
 * importing "@fontsource-variable/inter", "@fontsource/noto-color-emoji" and
 * "@fontsource-variable/noto-sans-sc" (and waiting for `document.fonts.load(font, text)` before
 * drawing); the server registers the same files (server-fonts.ts).
 *
 * A glyph comes from the first family that has it: Latin stays in Inter, emoji come next, and
 * Chinese falls through to Noto Sans SC. Emoji go before Chinese because Noto Sans SC's subsets
 * also claim emoji code points (🍔, 🌈, flags), which must stay in colour.
 */
export const FONT_FAMILIES = {
  latin: "Inter Variable",
  emoji: "Noto Color Emoji",
  chinese: "Noto Sans SC Variable",
} as const;

/** The CSS font-family list; the generic `sans-serif` only catches scripts none of the faces cover. */
export const FONT_STACK = [FONT_FAMILIES.latin, FONT_FAMILIES.emoji, FONT_FAMILIES.chinese]
  .map((family) => `"${family}"`)
  .concat("sans-serif")
  .join(", ");

/** A full CSS font shorthand, as `ctx.font` takes it. */
export function fontFor(weight: number, sizePx: number): string {
  return `${weight} ${sizePx}px ${FONT_STACK}`;
}
