/** A pictographic emoji (👍, 🐕), not a text symbol that fonts may also draw as one (©, ®, ™). */
const EMOJI = /\p{Extended_Pictographic}(?<![\u00a9\u00ae\u2122])/u;

/** The first emoji a text holds, or null. */
export const findEmoji = (text: string): string | null => EMOJI.exec(text)?.[0] ?? null;
