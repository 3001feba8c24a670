/**
 * Trains the clause model (lib/tasks/clause-model.ts) on the development sets and writes
 * lib/tasks/clause-model.json: `npm run train:clause-model`. The held-out sets are never read.
 *
 * The engine is run with the rules alone on every development line, paragraph and split-set line, and
 * on the lines five at a time as a person types a list. Each decision it takes (does this clause stay
 * in the piece before it, or belong to its task? is this clause, or this line, kept?) is labelled from
 * the tasks a person expects: two clauses belong together when both fall inside the same expected task,
 * and a clause is kept when it falls inside any. One logistic model is fitted per decision; the strength
 * of their regularisation and the margin by which the rules are trusted are chosen by five-fold
 * cross-validation over whole items, scored on the figures a person sees (lines cut, lines kept whole,
 * tasks missed in a typed list, paragraph recall and extra tasks): the simplest setting within one standard error
 * of the best score. Then they are trained again on every development item. `--disagreements` lists the
 * decisions where the rules and the labels differ.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { extractTasks, loadEnglishTagger } from "../lib/tasks";
import { recordDecisions, weighWith, type Decision, type DecisionRecord, type Weights } from "../lib/tasks/clause-model";
import { batchesOf, lineScores, normalise, paragraphScores, type LineCase, type ParagraphCase } from "./task-scores";

/** The development sets the model learns from, in the order their hash is taken. */
export const TRAINING_SETS = ["line-set.json", "paragraph-set.json", "split-set.json"] as const;
const dir = path.join(import.meta.dirname, "../lib/tasks/eval");
const output = path.join(import.meta.dirname, "../lib/tasks/clause-model.json");

/** The SHA-256 of the training sets as they are: the model file names it, and a test compares. */
export function trainingSetsHash(): string {
  const hash = createHash("sha256");
  for (const file of TRAINING_SETS) hash.update(readFileSync(path.join(dir, file)));
  return hash.digest("hex");
}

type Item = LineCase | ParagraphCase;
/** How strongly the weights are held towards zero, and how much more the rules are trusted than learned. */
interface Setting {
  strength: number;
  margin: number;
}

interface Example {
  decision: Decision;
  facts: string[];
  label: boolean;
  rule: boolean;
  clauses: string[];
}

/** The words or characters of a text that identify where it stands inside an expected task. */
const content = (text: string) =>
  normalise(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const tail = (text: string) => {
  const core = content(text);
  return /\p{Script=Han}/u.test(core) ? core.replace(/\s+/g, "").slice(-4) : core.split(" ").slice(-3).join(" ");
};

/** Which expected task a clause falls inside (null for none), preferring the one after the task matched last. */
function matchTask(clause: string, tasks: string[][], after: number): number | null {
  const key = tail(clause);
  if (!key) return null;
  const isChinese = /\p{Script=Han}/u.test(key);
  const squeeze = (text: string) => (isChinese ? content(text).replace(/\s+/g, "") : content(text));
  const whole = squeeze(clause);
  // The clause ends inside the task ("Gas bill came" in "Gas bill came, pay it by Thursday"), or holds it whole with a
  // word the engine or the person left off ("最后倒垃圾" for "倒垃圾", "@me pay the venue balance").
  const holds = (i: number) => tasks[i]!.some((way) => squeeze(way).includes(key) || (squeeze(way).length >= 2 && whole.endsWith(squeeze(way))));
  for (let i = Math.max(0, after); i < tasks.length; i++) if (holds(i)) return i;
  for (let i = 0; i < after && i < tasks.length; i++) if (holds(i)) return i;
  return null;
}

/** Every decision the rules take on an item, labelled from its expected tasks. */
function examplesOf(item: Item): Example[] {
  const records: DecisionRecord[] = [];
  recordDecisions((record) => records.push(record));
  extractTasks(item.text, "smart");
  recordDecisions(null);
  const tasks = item.tasks.map((task) => (typeof task === "string" ? [task] : task));
  let last = 0;
  return records.flatMap((record) => {
    const found = record.clauses.map((clause) => matchTask(clause, tasks, last));
    last = found.find((task) => task !== null) ?? last;
    // Two clauses that are in no task are left out together or apart alike: nothing to learn.
    if (record.clauses.length > 1 && found.every((task) => task === null)) return [];
    const label = record.decision === "stay" || record.decision === "join" ? found[0] !== null && found[0] === found[1] : found[0] !== null;
    return [{ decision: record.decision, facts: record.facts, label, rule: record.rule, clauses: record.clauses }];
  });
}

/** A logistic model fitted by full-batch gradient descent (Adagrad) with an L2 penalty of `strength`. */
function fitOne(examples: readonly Example[], strength: number): Weights {
  const counts = new Map<string, number>();
  for (const example of examples) for (const fact of example.facts) counts.set(fact, (counts.get(fact) ?? 0) + 1);
  const known = [...counts].filter(([, count]) => count >= 2).map(([fact]) => fact);
  const index = new Map(known.map((fact, i) => [fact, i]));
  const rows = examples.map((example) => example.facts.flatMap((fact) => (index.has(fact) ? [index.get(fact)!] : [])));
  const w = new Float64Array(known.length);
  const squared = new Float64Array(known.length + 1).fill(1e-8);
  let bias = 0;
  for (let round = 0; round < 400; round++) {
    const gradient = new Float64Array(known.length);
    let biasGradient = 0;
    examples.forEach((example, i) => {
      const z = rows[i]!.reduce((sum, j) => sum + w[j]!, bias);
      const error = 1 / (1 + Math.exp(-z)) - (example.label ? 1 : 0);
      for (const j of rows[i]!) gradient[j]! += error;
      biasGradient += error;
    });
    for (let j = 0; j < known.length; j++) {
      const g = gradient[j]! + strength * w[j]!;
      squared[j]! += g * g;
      w[j]! -= (0.5 * g) / Math.sqrt(squared[j]!);
    }
    squared[known.length]! += biasGradient * biasGradient;
    bias -= (0.5 * biasGradient) / Math.sqrt(squared[known.length]!);
  }
  // Weights too small to turn a decision are left out, and the rest rounded, so the file the browser loads stays small.
  const round = (value: number) => Math.round(value * 100) / 100;
  const weights: Record<string, number> = {};
  known.forEach((fact, j) => {
    if (Math.abs(w[j]!) >= 0.1) weights[fact] = round(w[j]!);
  });
  return { bias: round(bias), weights };
}

/**
 * The three models, each trusting the rules by `margin` more than it learned to: a rule is overturned only where the
 * other facts weigh clearly against it.
 */
function fitAll(examples: readonly Example[], { strength, margin }: Setting) {
  const trust = ({ bias, weights }: Weights): Weights => ({
    bias,
    weights: { ...weights, "rule:true": (weights["rule:true"] ?? 0) + margin, "rule:false": (weights["rule:false"] ?? 0) - margin },
  });
  const fit = (decision: Decision) =>
    trust(
      fitOne(
        examples.filter((example) => example.decision === decision),
        strength,
      ),
    );
  return { stay: fit("stay"), join: fit("join"), keep: fit("keep"), item: fit("item") };
}

/** Which of five folds an item falls in, by a hash of its text, so that folds stay the same run to run; a batch of lines, in theirs. */
const foldOf = new Map<Item, number>();
const fold = (item: Item) => foldOf.get(item) ?? createHash("sha256").update(item.text).digest()[0]! % 5;

type Sums = {
  cut: number;
  whole: number;
  keptWhole: number;
  several: number;
  found: number;
  expected: number;
  surplus: number;
  paragraphs: number;
  lost: number;
  batches: number;
};
const noSums = (): Sums => ({ cut: 0, whole: 0, keptWhole: 0, several: 0, found: 0, expected: 0, surplus: 0, paragraphs: 0, lost: 0, batches: 0 });
const addSums = (a: Sums, b: Sums): Sums => Object.fromEntries(Object.entries(a).map(([key, value]) => [key, value + b[key as keyof Sums]])) as Sums;
/** One number for the figures of both languages, lower is better: each share of lines or tasks gone wrong, extra tasks a quarter. */
const scoreOf = (t: Sums) =>
  t.cut / t.whole + t.keptWhole / t.several / 2 + t.lost / t.batches + (1 - t.found / t.expected) + t.surplus / t.paragraphs / 4;

/** The figures a person sees in each language, on items the model was not trained on, and the score of each fold. */
function scoreFolds(lines: LineCase[], paragraphs: ParagraphCase[], examples: Map<Item, Example[]>, setting: Setting | null) {
  const folds: Array<{ en: Sums; zh: Sums }> = [];
  for (let k = 0; k < 5; k++) {
    const training = [...examples].filter(([item]) => fold(item) !== k).flatMap(([, list]) => list);
    weighWith(setting === null ? null : fitAll(training, setting));
    const inFold = { en: noSums(), zh: noSums() };
    for (const lang of ["en", "zh"] as const) {
      const total = inFold[lang];
      const l = lineScores(
        lines.filter((item) => fold(item) === k && item.lang === lang),
        "smart",
      );
      total.cut += l.cut;
      total.whole += l.whole;
      total.keptWhole += l.keptWhole;
      total.several += l.several;
      const batches = batchesOf(lines.filter((item) => fold(item) === k && item.lang === lang));
      const b = paragraphScores(batches);
      total.lost += b.expected * (1 - b.recall);
      total.batches += batches.length;
      const chosen = paragraphs.filter((item) => fold(item) === k && item.lang === lang);
      const p = paragraphScores(chosen);
      total.found += p.recall * p.expected;
      total.expected += p.expected;
      total.surplus += p.surplus * chosen.length;
      total.paragraphs += chosen.length;
    }
    folds.push(inFold);
  }
  weighWith(null);
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
  const label = (t: Sums) =>
    `cut ${pct(t.cut, t.whole)}, whole ${pct(t.keptWhole, t.several)}, missed ${(t.lost / t.batches).toFixed(2)}, recall ${pct(t.found, t.expected)}, extra ${(t.surplus / t.paragraphs).toFixed(2)}`;
  const en = folds.map((f) => f.en).reduce(addSums);
  const zh = folds.map((f) => f.zh).reduce(addSums);
  const perFold = folds.map((f) => (scoreOf(f.en) + scoreOf(f.zh)) / 2);
  return { setting, en: label(en), zh: label(zh), score: (scoreOf(en) + scoreOf(zh)) / 2, perFold };
}

/** The standard error of the mean of `values`. */
function standardError(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1) / values.length);
}

/**
 * The setting to train with: of those whose score is within one standard error of the best, the one that leans on the
 * rules most (the strongest regularisation, then the widest margin). The error is that of the difference from the best,
 * fold by fold, so that a fold harder for every setting does not widen it; scores closer than that are noise, and the
 * simpler model is the one that holds on text unlike the development sets.
 */
function chooseSetting<Row extends { setting: Setting; score: number; perFold: number[] }>(rows: readonly Row[]) {
  const best = rows.reduce((a, b) => (b.score < a.score ? b : a));
  const withError = rows.map((row) => ({ ...row, error: standardError(row.perFold.map((score, k) => score - best.perFold[k]!)) }));
  const close = withError.filter((row) => row.score - best.score <= row.error);
  const simpler = (a: Setting, b: Setting) => b.strength > a.strength || (b.strength === a.strength && b.margin > a.margin);
  return { setting: close.map((row) => row.setting).reduce((a, b) => (simpler(a, b) ? b : a)), rows: withError };
}

async function main() {
  await loadEnglishTagger();
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T;
  // A multi-action line of the split set is scored as a line that holds several tasks.
  const lines = [...read<LineCase[]>("line-set.json"), ...read<LineCase[]>("split-set.json")];
  const paragraphs = read<ParagraphCase[]>("paragraph-set.json");
  weighWith(null);
  // Lines are also read five at a time, as a person types a list, in the fold of the lines they hold: the first line
  // of a list is a task, where the first line of a pasted paragraph is often a heading.
  const batches = [0, 1, 2, 3, 4].flatMap((k) =>
    (["en", "zh"] as const).flatMap((lang) =>
      batchesOf(lines.filter((item) => fold(item) === k && item.lang === lang)).map((batch) => ({ batch, k })),
    ),
  );
  for (const { batch, k } of batches) foldOf.set(batch, k);
  const examples = new Map<Item, Example[]>([...lines, ...paragraphs, ...batches.map(({ batch }) => batch)].map((item) => [item, examplesOf(item)]));
  const all = [...examples.values()].flat();
  for (const decision of ["stay", "join", "keep", "item"] as const) {
    const chosen = all.filter((example) => example.decision === decision);
    const agree = chosen.filter((example) => example.rule === example.label).length;
    console.log(`${decision}: ${chosen.length} decisions, the rules agree with the labels on ${((100 * agree) / chosen.length).toFixed(1)}%`);
    if (process.argv.includes("--disagreements"))
      for (const example of chosen) if (example.rule !== example.label) console.log(`  label ${example.label}: ${JSON.stringify(example.clauses)}`);
  }
  const rows = [scoreFolds(lines, paragraphs, examples, null)];
  for (const strength of [0.1, 0.3, 1]) for (const margin of [0, 0.5, 1]) rows.push(scoreFolds(lines, paragraphs, examples, { strength, margin }));
  console.log(
    "Five-fold cross-validation on the development sets: one-task lines cut, two-task lines kept whole, expected tasks missed per batch of 5 lines, paragraph recall, extra tasks per paragraph (score: lower is better)",
  );
  const { setting, rows: compared } = chooseSetting(rows.slice(1).map((row) => ({ ...row, setting: row.setting! })));
  console.table(
    [{ ...rows[0]!, error: null }, ...compared].map(({ setting, en, zh, score, error }) => ({
      setting: setting ? `strength ${setting.strength}, margin ${setting.margin}` : "rules alone",
      en,
      zh,
      score: score.toFixed(4),
      "± against the best": error === null ? "" : error.toFixed(4),
    })),
  );
  const model = { trainedOn: trainingSetsHash(), ...setting, ...fitAll(all, setting) };
  // Written as Prettier would write it, so the format check passes after every training.
  writeFileSync(output, await format(JSON.stringify(model), { ...(await resolveConfig(output)), filepath: output }));
  const sizes = (["stay", "join", "keep", "item"] as const).map((decision) => `${Object.keys(model[decision].weights).length} ${decision}`);
  console.log(`Wrote ${path.relative(process.cwd(), output)}: strength ${setting.strength}, margin ${setting.margin}; weights: ${sizes.join(", ")}`);
}

// Run as a script, not when a test imports the hash of the sets.
if (process.argv[1] === import.meta.filename) await main();
