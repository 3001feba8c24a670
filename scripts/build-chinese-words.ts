/**
 * Builds lib/tasks/chinese-words.json, the Chinese words the run-on model (lib/tasks/run-on-model.ts) reads to tell a
 * verb from a character inside a word, from the dictionary of jieba (MIT licence), the most used Chinese word
 * segmenter. Its dictionary ships in the npm package nodejieba:
 *
 *   npm pack nodejieba@3.5.8 && tar xzf nodejieba-3.5.8.tgz
 *   npx tsx scripts/build-chinese-words.ts package/submodules/cppjieba/dict/jieba.dict.utf8
 *
 * Two lists are kept, each small enough for the browser's engine:
 * - `across`: words of two to four characters, seen 50 times or more in jieba's corpus, with a character inside them
 *   that can start one of the engine's verbs ("商量" holds 量, "外卖" holds 卖): a place inside such a word is no place
 *   to cut;
 * - `nouns`: nouns of three or four characters, seen 20 times or more, whose first character can start a verb
 *   ("通行证", "回收箱"): there the verb's character opens a noun. Shorter ones are left out, for jieba tags many a
 *   verb and its object as a noun ("拖地", "买票").
 * The characters that can start a verb are written in the file too; a test fails when the engine's verbs gain one, so
 * that the lists are built again.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { verbFirstCharacters } from "../lib/tasks/chinese-words";
import { CHINESE_ACTION_VERBS } from "../lib/tasks/words";
import { writeJson } from "./learning";

const output = path.join(import.meta.dirname, "../lib/tasks/chinese-words.json");

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error("Usage: npx tsx scripts/build-chinese-words.ts path/to/jieba.dict.utf8");
  const firsts = verbFirstCharacters();
  const across: string[] = [];
  const nouns: string[] = [];
  for (const line of readFileSync(source, "utf8").split("\n")) {
    const [word = "", frequency = "0", tag = ""] = line.split(" ");
    if (word.length < 2 || word.length > 4 || !/^\p{Script=Han}+$/u.test(word)) continue;
    if (Number(frequency) >= 50 && [...word].slice(1).some((character) => firsts.includes(character))) across.push(word);
    if (Number(frequency) >= 20 && word.length >= 3 && firsts.includes(word[0]!) && tag.startsWith("n") && !CHINESE_ACTION_VERBS.has(word))
      nouns.push(word);
  }
  const words = { source: "jieba.dict.utf8 of nodejieba 3.5.8 (MIT)", verbFirsts: firsts, across: across.join(" "), nouns: nouns.join(" ") };
  await writeJson(output, words);
  console.log(`Wrote ${path.relative(process.cwd(), output)}: ${across.length} words across a verb's first character, ${nouns.length} nouns`);
}

await main();
