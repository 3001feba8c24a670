/**
 * Prints the task engine's hit rates on our labelled set (lib/tasks/eval/): priority precision,
 * recall and F1, emoji fit, and how often a multi-action line is split as a person would.
 * `npm run eval:tasks -- --misses` also lists every miss.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chooseEmoji, isPriorityTask, splitActions } from "../lib/tasks";

interface Labelled {
  text: string;
  lang: "en" | "zh";
  priority: boolean;
  emoji: string[];
}
interface SplitCase {
  text: string;
  lang: "en" | "zh";
  tasks: string[];
}

const dir = path.join(import.meta.dirname, "../lib/tasks/eval");
const labelled = JSON.parse(readFileSync(path.join(dir, "labelled-set.json"), "utf8")) as Labelled[];
const splits = JSON.parse(readFileSync(path.join(dir, "split-set.json"), "utf8")) as SplitCase[];
let showMisses = false;
const wantMisses = process.argv.includes("--misses");

const bare = (emoji: string) => emoji.replace(/\uFE0F/g, "");
const graphemes = (emoji: string) => [...new Intl.Segmenter().segment(emoji)].map((s) => bare(s.segment));
const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

function priorityScores(items: Labelled[]) {
  let tp = 0, fp = 0, fn = 0;
  for (const item of items) {
    const predicted = isPriorityTask(item.text);
    if (predicted && item.priority) tp++;
    else if (predicted) fp++;
    else if (item.priority) fn++;
    if (showMisses && predicted !== item.priority) console.log(`  priority miss (${item.priority ? "missed" : "false alarm"}): ${item.text}`);
  }
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall || 1) };
}

function emojiScores(items: Labelled[]) {
  let firstFits = 0, allFit = 0;
  for (const item of items) {
    const accepted = new Set(item.emoji.map(bare));
    const chosen = graphemes(chooseEmoji(item.text));
    if (accepted.has(chosen[0]!)) firstFits++;
    if (chosen.every((e) => accepted.has(e))) allFit++;
    else if (showMisses) console.log(`  emoji miss: ${item.text} -> ${chosen.join("")} (want one of ${item.emoji.join("")})`);
  }
  return { firstFits: firstFits / items.length, allFit: allFit / items.length };
}

function splitScore(items: SplitCase[]) {
  let exact = 0;
  for (const item of items) {
    const got = splitActions(item.text);
    if (JSON.stringify(got) === JSON.stringify(item.tasks)) exact++;
    else if (showMisses) console.log(`  split miss: ${item.text}\n    got  ${JSON.stringify(got)}\n    want ${JSON.stringify(item.tasks)}`);
  }
  return exact / items.length;
}

const rows: Array<Record<string, string | number>> = [];
for (const lang of ["en", "zh", "all"] as const) {
  showMisses = wantMisses && lang === "all";
  const items = labelled.filter((item) => lang === "all" || item.lang === lang);
  const splitItems = splits.filter((item) => lang === "all" || item.lang === lang);
  const p = priorityScores(items);
  const e = emojiScores(items);
  rows.push({
    set: lang,
    lines: items.length,
    "priority P": pct(p.precision, 1),
    "priority R": pct(p.recall, 1),
    "priority F1": p.f1.toFixed(3),
    "emoji: first fits": pct(e.firstFits, 1),
    "emoji: all fit": pct(e.allFit, 1),
    "split lines": splitItems.length,
    "split exact": pct(splitScore(splitItems), 1),
  });
}
console.table(rows);
