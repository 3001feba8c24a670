/**
 * Splits text into the pieces a line may break between, in the spirit of Unicode line breaking
 * (UAX #14) but small: after spaces, after a hyphen that precedes a letter ("well-/known", URLs),
 * and on either side of Chinese/Japanese/Korean characters and emoji, which are written without
 * spaces. Everything works on grapheme clusters, so an emoji sequence (👨‍👩‍👧, 🇨🇳, 👍🏽) or a
 * letter with combining marks is never cut in two.
 */
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

type GraphemeKind = "space" | "wide" | "open" | "close" | "hyphen" | "digit" | "other";

/** Ideographs, kana, Hangul, and emoji: a line may break before and after each of them. */
const WIDE = /^(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
/**
 * Punctuation that must not start a line (CJK and Latin closing marks). Straight quotes are left
 * out: they open as often as they close.
 */
const CLOSE = /^[,.!?;:%)\]}’”»…、。，．！？；：）」』】〉》〕〗〙〛ー々〜・]/u;
/** Punctuation that must not end a line. */
const OPEN = /^[(\[{“‘«（「『【〈《〔〖〘〚]/u;

/**
 * Printable ASCII, where every character is a grapheme of its own (only CR LF would pair up, and
 * neither is printable), so the segmenter, about a third of a server layout's time, is skipped.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function splitGraphemes(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return text.split("");
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

function classify(grapheme: string): GraphemeKind {
  if (/^\s/u.test(grapheme)) return "space";
  if (CLOSE.test(grapheme)) return "close";
  if (OPEN.test(grapheme)) return "open";
  if (/^[-‐–]/u.test(grapheme)) return "hyphen";
  if (/^\p{Nd}/u.test(grapheme)) return "digit";
  return WIDE.test(grapheme) ? "wide" : "other";
}

function canBreakBetween(before: GraphemeKind, after: GraphemeKind): boolean {
  if (before === "open" || after === "close" || after === "space") return false;
  // A hyphen before a digit is a minus sign or a range ("-5", "9-5"): keep it with the number.
  if (before === "hyphen") return after === "other";
  return before === "space" || before === "wide" || after === "wide";
}

/**
 * The unbreakable pieces of `text`, in order; joined they give `text` back. A piece keeps the
 * spaces that follow it, so a line built from pieces only needs its end trimmed.
 */
export function splitBreakUnits(text: string): string[] {
  const units: string[] = [];
  let current = "";
  let previous: GraphemeKind | undefined;
  for (const grapheme of splitGraphemes(text)) {
    const kind = classify(grapheme);
    if (previous !== undefined && canBreakBetween(previous, kind)) {
      units.push(current);
      current = "";
    }
    current += grapheme;
    previous = kind;
  }
  if (current !== "") units.push(current);
  return units;
}
