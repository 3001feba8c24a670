/**
 * Turns free text into one entry per typed line: split on line breaks, trim, drop blank lines,
 * and remove list bullets and checkbox marks. Numbering ("1.", "2)", "一、") is the user's own
 * and is kept.
 */

// A bullet or checkbox at the start of a line: "-", "*", "•", "→", "[ ]", "[x]", "☐", "✅" and friends.
// Dash-like bullets need a space after them, so "-5 kg" and "--verbose" are left alone.
const BULLET = /^(?:[-*+•·–—▪▫►▸▶➤→⁃◦○●](?=\s)|\[[ xX✓✔]?\]|[☐☑☒✓✔✗✘✅❌⬜⬛🔲🔳]\uFE0F?)\s*/u;

/** Removes every leading bullet and checkbox mark: "- [ ] Buy milk" -> "Buy milk". */
export function stripBullets(line: string): string {
  let current = line.trim();
  for (;;) {
    const next = current.replace(BULLET, "").trim();
    if (next === current) return current;
    current = next;
  }
}

/** The lines of a list, cleaned, in their original order. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map(stripBullets)
    .filter((line) => line.length > 0);
}

/** A leading list number ("1. ", "2) ", "3、", "一、"), kept apart so a split line keeps it on its first piece. */
const NUMBERING = /^((?:\d{1,3}|[一二三四五六七八九十]{1,3})(?:[.)．](?!\d)|、)\s*)/u;

export function splitNumbering(line: string): { number: string; rest: string } {
  const match = NUMBERING.exec(line);
  if (!match) return { number: "", rest: line };
  return { number: match[1]!, rest: line.slice(match[1]!.length) };
}
