/**
 * Chinese words from jieba's dictionary (./chinese-words.json, built by scripts/build-chinese-words.ts), read to tell
 * a verb from a character inside a word: "量" in "商量", "通" in "通行证".
 */
import words from "./chinese-words.json";
import { CHINESE_ACTION_VERBS, CHINESE_COVERBS } from "./words";

/** The characters that can start a verb or a word that opens one, in order: ./chinese-words.json was built for them. */
export const verbFirstCharacters = () => [...new Set([...CHINESE_ACTION_VERBS, ...CHINESE_COVERBS].map((verb) => verb[0]!))].sort().join("");

const ACROSS = new Set(words.across.split(" "));
const NOUNS = new Set(words.nouns.split(" "));

/** Does a noun of three or four characters start here, its first character a verb's: "通行证", "回收箱", "充电器"? */
export const nounAt = (text: string) => NOUNS.has(text.slice(0, 4)) || NOUNS.has(text.slice(0, 3));

/** Does a word of the dictionary run across the place, so that it falls inside a word ("商|量", "外|卖", "手|续")? */
export function insideAWord(text: string, index: number): boolean {
  for (let start = Math.max(0, index - 3); start < index; start++)
    for (let end = index + 1; end <= Math.min(text.length, start + 4); end++) if (ACROSS.has(text.slice(start, end))) return true;
  return false;
}
