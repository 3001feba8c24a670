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
  weight: number;
  /** Where the match sits: word positions in English, character positions in Chinese. */
  start: number;
  end: number;
  curated: boolean;
}

type Keyed = { stems: string[]; rule: EmojiRule };

/** Hand-picked English phrases, stemmed once and keyed by their first stem. */
const englishRules = new Map<string, Keyed[]>();
/** Hand-picked Chinese keywords and dataset keywords, for lookups by substring. */
const chineseRules = new Map<string, EmojiRule>();
let longestChineseKeyword = 1;

for (const rule of EMOJI_RULES) {
  for (const phrase of rule.en) {
    const stems = stemWords(phrase);
    if (stems.length === 0) continue;
    const list = englishRules.get(stems[0]!) ?? [];
    list.push({ stems, rule });
    englishRules.set(stems[0]!, list);
  }
  for (const keyword of rule.zh) {
    chineseRules.set(keyword, rule);
    longestChineseKeyword = Math.max(longestChineseKeyword, keyword.length);
  }
}
type DatasetIndex = Record<string, [emoji: string, weight: number]>;
const datasetEnglish = emojiIndex.en as unknown as DatasetIndex;
const datasetChinese = emojiIndex.zh as unknown as DatasetIndex;

function stemWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !ENGLISH_STOPWORDS.has(word))
    .map((word) => stemmer(word));
}

function englishMatches(text: string): Match[] {
  const stems = stemWords(text);
  const matches: Match[] = [];
  stems.forEach((stem, start) => {
    for (const { stems: phrase, rule } of englishRules.get(stem) ?? []) {
      if (phrase.every((s, k) => stems[start + k] === s)) {
        // A phrase of several words is more specific than any one of them.
        matches.push({ emoji: rule.emoji, weight: rule.weight + phrase.length - 1, start, end: start + phrase.length, curated: true });
      }
    }
    const fromDataset = datasetEnglish[stem];
    if (fromDataset) matches.push({ emoji: fromDataset[0], weight: fromDataset[1], start, end: start + 1, curated: false });
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
      if (rule) matches.push({ emoji: rule.emoji, weight: rule.weight, start, end: start + length, curated: true });
      const fromDataset = length >= 2 ? datasetChinese[word] : undefined;
      if (fromDataset) matches.push({ emoji: fromDataset[0], weight: fromDataset[1], start, end: start + length, curated: false });
    }
  }
  return matches;
}

/**
 * Heavier first, then longer, then hand-picked before dataset, then later in the text: in
 * "Check email" the object says more than the verb.
 */
function compareMatches(a: Match, b: Match): number {
  return b.weight - a.weight || b.end - b.start - (a.end - a.start) || Number(b.curated) - Number(a.curated) || b.start - a.start;
}

const overlaps = (a: Match, b: Match) => a.start < b.end && b.start < a.end;

/**
 * The best match, and a second one when it is about another part of the task and one of the two
 * names a specific thing: "Call the dentist" -> "🦷📞", "Buy milk" -> "🥛🛒", "Check email" -> "📧".
 */
function pickEmoji(matches: Match[]): string[] {
  const sorted = [...matches].sort(compareMatches);
  const primary = sorted[0];
  if (!primary) return [];
  const secondary = sorted.find(
    (m) =>
      m.emoji !== primary.emoji &&
      !overlaps(m, primary) &&
      m.weight >= 2 &&
      Math.max(m.weight, primary.weight) >= 3 &&
      (m.curated || m.weight >= 3),
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
