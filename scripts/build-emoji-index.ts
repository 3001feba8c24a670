/**
 * Builds lib/tasks/emoji-index.json, the broad keyword -> emoji index behind the hand-picked
 * rules, from two maintained datasets: emojibase-data (English and Chinese names and tags) and
 * emojilib (extra English keywords). Run `npm run emoji:index` after upgrading either package.
 *
 * Only emoji that can stand for a task are kept (animals, food, places, activities, objects,
 * body parts, people doing things); faces, hands, symbols and flags are left out. A keyword that
 * points at many different emoji says nothing and is dropped.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import emojibaseEn from "emojibase-data/en/data.json" with { type: "json" };
import emojibaseZh from "emojibase-data/zh/data.json" with { type: "json" };
import emojilib from "emojilib" with { type: "json" };
import { stemmer } from "stemmer";
import { ENGLISH_STOPWORDS, PARTICLES } from "../lib/tasks/words";

interface Entry {
  emoji: string;
  /** 3: the keyword is the emoji's whole name, 2: part of its name, 1: a tag. */
  weight: number;
}

const KEPT_GROUPS = new Set([3, 4, 5, 6, 7]);
const KEPT_PEOPLE_SUBGROUPS = new Set([22, 25, 27, 28, 29]); // body parts, roles, activities, sport, resting
const MAX_EMOJI_PER_KEYWORD = 4;
/** Words that name an emoji but usually mean something else on a to-do list. */
const AMBIGUOUS = new Set(
  "book glass ring watch date match can fan seal bear fall spring tie point mark check light play fly rock star back top up down left right new free cool ok id sos on soon end man woman person people face hand sign symbol object nature animal thing word boring useless full old big small little high low open last first next round heavy short long take".split(
    " ",
  ),
);

type EmojibaseEmoji = { emoji: string; label: string; tags?: string[]; group?: number; subgroup?: number; skins?: unknown };

/** Clock faces name hours, which say when, not what. */
const CLOCK_FACES = /^[\u{1F550}-\u{1F567}]/u;

function isTaskLike(e: EmojibaseEmoji): boolean {
  if (e.group === undefined || CLOCK_FACES.test(e.emoji)) return false;
  if (KEPT_GROUPS.has(e.group)) return true;
  return e.group === 1 && e.subgroup !== undefined && KEPT_PEOPLE_SUBGROUPS.has(e.subgroup) && !/[\u2640\u2642]/.test(e.emoji);
}

/** Drops the presentation selector where the emoji shows in colour without it ("🐕️" -> "🐕"). */
function normalise(emoji: string): string {
  const base = emoji.replace(/\uFE0F/g, "");
  return /^\p{Emoji_Presentation}/u.test(base) ? base : emoji;
}

function add(index: Map<string, Entry[]>, key: string, entry: Entry) {
  if (!key || AMBIGUOUS.has(key)) return;
  entry = { ...entry, emoji: normalise(entry.emoji) };
  const list = index.get(key) ?? [];
  const existing = list.find((x) => x.emoji === entry.emoji);
  if (existing) existing.weight = Math.max(existing.weight, entry.weight);
  else list.push(entry);
  index.set(key, list);
}

function englishWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !ENGLISH_STOPWORDS.has(w) && !PARTICLES.has(w));
}

function buildEnglish(kept: Map<string, EmojibaseEmoji>): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>();
  const lib = emojilib as unknown as Record<string, string[]>;
  for (const [emoji, e] of kept) {
    const nameWords = englishWords(e.label);
    for (const w of nameWords) add(index, stemmer(w), { emoji, weight: nameWords.length === 1 ? 3 : 2 });
    const tags = [...(e.tags ?? []), ...(lib[emoji] ?? []).slice(1)];
    for (const tag of tags) for (const w of englishWords(tag)) add(index, stemmer(w), { emoji, weight: 1 });
  }
  return index;
}

function buildChinese(kept: Map<string, EmojibaseEmoji>): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>();
  for (const e of emojibaseZh as EmojibaseEmoji[]) {
    if (!kept.has(e.emoji)) continue;
    const usable = (word: string) => word.length >= 2 && /^\p{Script=Han}/u.test(word);
    if (usable(e.label)) add(index, e.label, { emoji: e.emoji, weight: 3 });
    for (const tag of e.tags ?? []) if (usable(tag)) add(index, tag, { emoji: e.emoji, weight: 1 });
  }
  return index;
}

/** Keeps one emoji per keyword: the most specific, unless the keyword is too common to mean much. */
function resolve(index: Map<string, Entry[]>): Record<string, [string, number]> {
  const out: Record<string, [string, number]> = {};
  for (const key of [...index.keys()].sort()) {
    const list = index.get(key)!;
    const best = [...list].sort((a, b) => b.weight - a.weight)[0]!;
    if (list.length > MAX_EMOJI_PER_KEYWORD && best.weight < 3) continue;
    out[key] = [best.emoji, best.weight];
  }
  return out;
}

const kept = new Map<string, EmojibaseEmoji>();
for (const e of emojibaseEn as EmojibaseEmoji[]) if (isTaskLike(e)) kept.set(e.emoji, e);

const result = { en: resolve(buildEnglish(kept)), zh: resolve(buildChinese(kept)) };
const file = path.join(import.meta.dirname, "../lib/tasks/emoji-index.json");
writeFileSync(file, JSON.stringify(result) + "\n");
console.log(`emoji index: ${Object.keys(result.en).length} English stems, ${Object.keys(result.zh).length} Chinese keywords`);
