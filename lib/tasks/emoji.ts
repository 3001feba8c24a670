/**
 * Chooses one or two fitting emoji for a task, in English or Chinese. Hand-picked rules come
 * first; a keyword index built from maintained emoji datasets covers the long tail. A check mark
 * stands in when nothing fits.
 */
import { stemmer } from "stemmer";
import emojiIndex from "./emoji-index.json";
import { EMOJI_RULES, type EmojiRule } from "./emoji-rules";
import { ENGLISH_STOPWORDS } from "./words";

export const DEFAULT_EMOJI = "✅";

interface Match {
  emoji: string;
  /** The rule's weight (3 specific thing, 2 activity, 1 marker). */
  weight: number;
  /** The weight adjusted for where the match stands: longer phrases up, side remarks down. */
  score: number;
  /** Where the match sits: word positions in English, character positions in Chinese. */
  start: number;
  end: number;
  rule: EmojiRule | null;
}

interface Word {
  stem: string;
  /** The word follows "for", "before", "about"…: it says why or when, not what. */
  aside: boolean;
}

type DatasetIndex = Record<string, [emoji: string, weight: number]>;
const datasetEnglish = emojiIndex.en as unknown as DatasetIndex;
const datasetChinese = emojiIndex.zh as unknown as DatasetIndex;

/** The index's own entry for a key: never Object.prototype's ("constructor" is an English word too). */
const lookUp = (index: DatasetIndex, key: string) => (Object.hasOwn(index, key) ? index[key] : undefined);

/** Words after which the rest of a clause is a purpose, a time or a topic. */
const ASIDE_MARKERS = new Set(["for", "before", "b4", "by", "until", "about", "regarding", "re", "after", "during", "from"]);

function readWords(text: string): Word[] {
  const words: Word[] = [];
  let aside = false;
  for (const [token] of text.toLowerCase().matchAll(/[a-z0-9]+(?:[-'][a-z0-9]+)*|[,;:()!?.\u2013\u2014]|\s-\s/g)) {
    if (!/^[a-z0-9]/.test(token))
      aside = false; // punctuation ends the side remark
    else if (ASIDE_MARKERS.has(token)) aside = true;
    else if (!ENGLISH_STOPWORDS.has(token)) words.push({ stem: stemmer(token.replace(/'s$/, "")), aside });
  }
  return words;
}

/** Hand-picked English phrases, stemmed once and keyed by their first stem. */
const englishRules = new Map<string, Array<{ stems: string[]; rule: EmojiRule }>>();
/** Hand-picked Chinese keywords, for lookups by substring. */
const chineseRules = new Map<string, EmojiRule>();
let longestChineseKeyword = 1;

for (const rule of EMOJI_RULES) {
  for (const phrase of rule.en) {
    const stems = readWords(phrase).map((w) => w.stem);
    if (stems.length === 0) continue;
    englishRules.set(stems[0]!, [...(englishRules.get(stems[0]!) ?? []), { stems, rule }]);
  }
  for (const keyword of rule.zh) {
    chineseRules.set(keyword, rule);
    longestChineseKeyword = Math.max(longestChineseKeyword, keyword.length);
  }
}

function englishMatches(text: string): Match[] {
  const words = readWords(text);
  const matches: Match[] = [];
  words.forEach(({ stem, aside }, start) => {
    const penalty = aside ? 1 : 0;
    for (const { stems, rule } of englishRules.get(stem) ?? []) {
      if (!stems.every((s, k) => words[start + k]?.stem === s)) continue;
      // A phrase of several words is more specific than any one of them.
      const score = rule.weight + (stems.length - 1) / 2 - penalty;
      matches.push({ emoji: rule.emoji, weight: rule.weight, score, start, end: start + stems.length, rule });
    }
    const fromDataset = lookUp(datasetEnglish, stem);
    if (fromDataset) {
      const [emoji, weight] = fromDataset;
      matches.push({ emoji, weight, score: weight - penalty, start, end: start + 1, rule: null });
    }
  });
  return matches;
}

function chineseMatches(text: string): Match[] {
  const matches: Match[] = [];
  for (let start = 0; start < text.length; start++) {
    if (!/\p{Script=Han}/u.test(text[start]!)) continue;
    for (let length = 1; length <= longestChineseKeyword && start + length <= text.length; length++) {
      const word = text.slice(start, start + length);
      const rule = chineseRules.get(word);
      if (rule) matches.push({ emoji: rule.emoji, weight: rule.weight, score: rule.weight, start, end: start + length, rule });
      const fromDataset = length >= 2 ? lookUp(datasetChinese, word) : undefined;
      if (fromDataset) {
        const [emoji, weight] = fromDataset;
        matches.push({ emoji, weight, score: weight, start, end: start + length, rule: null });
      }
    }
  }
  return matches;
}

/**
 * Higher score first, then longer, then hand-picked before dataset, then later in the text: in
 * "Check email" the object says more than the verb.
 */
function compareMatches(a: Match, b: Match): number {
  return b.score - a.score || b.end - b.start - (a.end - a.start) || Number(!!b.rule) - Number(!!a.rule) || b.start - a.start;
}

const overlaps = (a: Match, b: Match) => a.start < b.end && b.start < a.end;

/**
 * The best match, and a second hand-picked one about another part of the task when it names a
 * specific thing too, or is a clear companion activity: "Call the dentist" -> "🦷📞".
 */
function pickEmoji(matches: Match[]): string[] {
  const sorted = [...matches].sort(compareMatches);
  const primary = sorted[0];
  if (!primary) return [];
  const secondary = sorted.find(
    (m) => m.rule !== null && m.emoji !== primary.emoji && !overlaps(m, primary) && (m.weight >= 3 || (m.rule.companion && primary.weight >= 3)),
  );
  return secondary ? [primary.emoji, secondary.emoji] : [primary.emoji];
}

/** One or two emoji for the task, joined without a space, or the check mark when nothing fits. */
export function chooseEmoji(text: string): string {
  // Latin words and Han characters are matched separately, so a mixed line ("交PPT") gets both.
  const english = pickEmoji(englishMatches(text));
  const chinese = pickEmoji(chineseMatches(text));
  const chosen = english.length === 0 ? chinese : chinese.length === 0 ? english : mergeLanguages(english, chinese);
  return chosen.length > 0 ? chosen.join("") : DEFAULT_EMOJI;
}

function mergeLanguages(english: string[], chinese: string[]): string[] {
  return [...new Set([chinese[0]!, english[0]!, ...chinese.slice(1), ...english.slice(1)])].slice(0, 2);
}
