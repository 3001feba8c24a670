/**
 * Turns free text into one entry per typed line: split on line breaks, trim, drop blank lines,
 * and remove list bullets and checkbox marks. Numbering ("1.", "2)", "一、") is the user's own
 * and is kept.
 */

// A bullet or checkbox at the start of a line: "-", "*", "•", "→", "[ ]", "[x]", "☐", "□" (the square a Chinese
// input method types for a checkbox), "✅" and friends.
// Dash-like bullets need a space after them, so "-5 kg" and "--verbose" are left alone.
const BULLET = /^(?:[-*+•·–—▪▫►▸▶➤→⁃◦○●](?=\s)|\[[ xX✓✔]?\]|[☐☑☒□■▢◻◼✓✔✗✘✅❌⬜⬛🔲🔳]\uFE0F?)\s*/u;

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
  return readLines(text).map((line) => line.text);
}

/** A typed line, cleaned, and whether the person marked it as an item of a list with a bullet, a checkbox or a number. */
export interface TypedLine {
  text: string;
  marked: boolean;
}

/** The lines of a list, cleaned, in their original order, each with whether it was marked. */
export function readLines(text: string): TypedLine[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((typed) => {
      const line = stripBullets(typed);
      return { text: line, marked: line !== typed.trim() || NUMBERING.test(line) };
    })
    .filter((line) => line.text.length > 0);
}

/**
 * Does the first line head the list under it: it has no mark, and the two or more lines after it all have one (the
 * last may have none: a remark after the list)? "蜜月去巴厘岛" above "- 办护照", "- 订机票和酒店" names what they are for,
 * however it reads.
 */
export function headsAMarkedList(lines: readonly TypedLine[]): boolean {
  const [first, ...rest] = lines;
  const items = rest.at(-1)?.marked ? rest : rest.slice(0, -1);
  return first !== undefined && !first.marked && items.length >= 2 && items.every((line) => line.marked);
}

/** A leading list number ("1. ", "2) ", "3、", "一、"), kept apart so a split line keeps it on its first piece. */
const NUMBERING = /^((?:\d{1,3}|[一二三四五六七八九十]{1,3})(?:[.)）．](?!\d)|、)\s*)/u;

export function splitNumbering(line: string): { number: string; rest: string } {
  const match = NUMBERING.exec(line);
  if (!match) return { number: "", rest: line };
  return { number: match[1]!, rest: line.slice(match[1]!.length) };
}

/** A list number inside a line, after its start, a space or a mark: "1. 写Q3总结 2. 跟HR确认年假", "周末计划：1）带狗去洗澡；2）…". */
const INLINE_NUMBER = /(?<=^|[\s：:；;，,])(\d{1,2})[.)）、．](?!\d)\s*/gu;

/**
 * A numbered list typed on one line ("1. Renew the home insurance 2. Book the boiler service") becomes one entry per
 * number, each keeping its number; a label before the first number ("周末计划：") is a heading and is left out. Only
 * numbers that count up from 1 in order count, so "Buy 2. 5 kg rice" is left alone.
 */
export function splitInlineNumbering(line: string): string[] {
  const starts: number[] = [];
  for (const match of line.matchAll(INLINE_NUMBER)) {
    if (Number(match[1]) === starts.length + 1) starts.push(match.index);
  }
  if (starts.length < 2) return [line];
  const label = line.slice(0, starts[0]).trim();
  const items = starts.map((start, i) =>
    line
      .slice(start, starts[i + 1])
      .replace(/[\s；;，,]+$/u, "")
      .trim(),
  );
  return label && !/[：:]$/u.test(label) ? [label, ...items] : items;
}
