/**
 * What the engine's two trainers share (scripts/train-clause-model.ts, scripts/train-run-on-model.ts): the
 * development sets they learn from and their hash, a logistic model with an L2 penalty, the standard error of a
 * score across folds, and writing a model file as Prettier would. The held-out sets are never read.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { type Weights } from "../lib/tasks/weights";
import { batchesOf, lineScores, paragraphScores, type LineCase, type ParagraphCase } from "./task-scores";

/** The development sets the models learn from, in the order their hash is taken. */
export const TRAINING_SETS = ["line-set.json", "paragraph-set.json", "split-set.json"] as const;
export const EVAL_DIR = path.join(import.meta.dirname, "../lib/tasks/eval");

/** The SHA-256 of the training sets as they are: each model file names it, and a test compares. */
export const trainingSetsHash = () => hashOfFiles(EVAL_DIR, TRAINING_SETS);

/** The SHA-256 of some files, in order. */
function hashOfFiles(directory: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(readFileSync(path.join(directory, file)));
  return hash.digest("hex");
}

const MODELS_DIR = path.join(import.meta.dirname, "../lib/tasks");

/**
 * The SHA-256 of the clause models as they are. The run-on model learns with them in place, so its file names the
 * ones it learned with, and a test compares (npm run train:task-models trains both, in that order).
 */
export const clauseModelHash = () => hashOfFiles(MODELS_DIR, ["clause-model.json"]);

/**
 * The SHA-256 of the clause models and the run-on model as they are. The boundary model learns with both in place, so
 * its file names the ones it learned with, and a test compares (npm run train:task-models trains all three, in order).
 */
export const taskModelsHash = () => hashOfFiles(MODELS_DIR, ["clause-model.json", "run-on-model.json"]);

/** Reads one of the evaluation sets. */
export const readSet = <T>(file: string) => JSON.parse(readFileSync(path.join(EVAL_DIR, file), "utf8")) as T;

/**
 * Cross-validation is run on this many draws of the five folds, and a setting is judged on their mean: on one draw,
 * two settings within the noise took turns as the data grew, and moved development recall by half a point.
 */
export const DRAWS = 3;

/**
 * Which of five folds a text falls in, in the given draw, by its hash, so that folds stay the same run to run. The
 * first draw is the one the trainers have always used.
 */
export const foldOfText = (text: string, draw = 0) =>
  createHash("sha256")
    .update(draw === 0 ? text : `${draw}\u0000${text}`)
    .digest()[0]! % 5;

/**
 * A logistic model fitted by full-batch gradient descent (Adagrad) with an L2 penalty of `strength`. Facts seen
 * once are left out, and so are weights too small to turn a decision; the rest are rounded, so the file the browser
 * loads stays small.
 */
export function fitLogistic(examples: ReadonlyArray<{ facts: readonly string[]; label: boolean }>, strength: number): Weights {
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
  const round = (value: number) => Math.round(value * 100) / 100;
  const weights: Record<string, number> = {};
  known.forEach((fact, j) => {
    if (Math.abs(w[j]!) >= 0.1) weights[fact] = round(w[j]!);
  });
  return { bias: round(bias), weights };
}

export const meanOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The standard error of the mean of `values`. */
export function standardError(values: readonly number[]): number {
  const mean = meanOf(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1) / values.length);
}

/** Writes a JSON file (a model, a word list) as Prettier would, so the format check passes after every build. */
export async function writeJson(file: string, model: object): Promise<void> {
  writeFileSync(file, await format(JSON.stringify(model), { ...(await resolveConfig(file)), filepath: file }));
}

/** What a person sees of the engine in one language, summed over items: lines, typed lists and paragraphs. */
export interface Figures {
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
}

export const addSums = (a: Figures, b: Figures): Figures =>
  Object.fromEntries(Object.entries(a).map(([key, value]) => [key, value + b[key as keyof Figures]])) as Figures;

/** One number for the figures of a language, lower is better: each share of lines or tasks gone wrong, extra tasks a quarter. */
export const scoreOf = (t: Figures) =>
  t.cut / t.whole + t.keptWhole / t.several / 2 + t.lost / t.batches + (1 - t.found / t.expected) + t.surplus / t.paragraphs / 4;

/** The figures of Sort for Me on some lines (one at a time, and five at a time as a list is typed) and paragraphs of one language. */
export function figuresOf(lines: LineCase[], paragraphs: ParagraphCase[]): Figures {
  const l = lineScores(lines, "smart");
  const batches = batchesOf(lines);
  const b = paragraphScores(batches);
  const p = paragraphScores(paragraphs);
  return {
    cut: l.cut,
    whole: l.whole,
    keptWhole: l.keptWhole,
    several: l.several,
    lost: b.expected * (1 - b.recall),
    batches: batches.length,
    found: p.recall * p.expected,
    expected: p.expected,
    surplus: p.surplus * paragraphs.length,
    paragraphs: paragraphs.length,
  };
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
/** The figures in one line of a table. */
export const describeFigures = (t: Figures) =>
  `cut ${pct(t.cut, t.whole)}, whole ${pct(t.keptWhole, t.several)}, missed ${(t.lost / t.batches).toFixed(2)}, recall ${pct(t.found, t.expected)}, extra ${(t.surplus / t.paragraphs).toFixed(2)}`;

/** The fitted weights with the margin by which the model must favour a cut taken from its bias. */
export const withMargin = (fitted: Weights, margin: number): Weights => ({ ...fitted, bias: Math.round((fitted.bias - margin) * 100) / 100 });

/**
 * A setting's figures over every draw of the folds (the figures of each fold of each draw): their sums, described; the
 * mean over the draws of each draw's score; and the score of each fold, draw by draw, for chooseSetting.
 */
export function summariseDraws(draws: ReadonlyArray<readonly Figures[]>) {
  const totals = draws.map((folds) => folds.reduce(addSums));
  return {
    figures: describeFigures(totals.reduce(addSums)),
    score: meanOf(totals.map(scoreOf)),
    perFold: draws.map((folds) => folds.map(scoreOf)),
  };
}

/** How strongly a model's weights are held towards zero, and how much more the rules are trusted than what it learned. */
export interface Setting {
  strength: number;
  margin: number;
}

/**
 * The setting to train with: of those whose score is within one standard error of the best, the one that leans on the
 * rules most (the strongest regularisation, then the widest margin). A score is the mean over the draws of the folds;
 * the error is that of the difference from the best, fold by fold within a draw (so that a fold harder for every
 * setting does not widen it), averaged over the draws (the draws share their items, so their folds are not
 * independent and would narrow it falsely). Scores closer than that are noise, and the simpler model is the one that
 * holds on text unlike the development sets.
 */
export function chooseSetting<Row extends { setting: Setting; score: number; perFold: number[][] }>(rows: readonly Row[]) {
  const best = rows.reduce((a, b) => (b.score < a.score ? b : a));
  const withError = rows.map((row) => ({
    ...row,
    error: meanOf(row.perFold.map((draw, d) => standardError(draw.map((score, k) => score - best.perFold[d]![k]!)))),
  }));
  const close = withError.filter((row) => row.score - best.score <= row.error);
  const simpler = (a: Setting, b: Setting) => b.strength > a.strength || (b.strength === a.strength && b.margin > a.margin);
  return { setting: close.map((row) => row.setting).reduce((a, b) => (simpler(a, b) ? b : a)), rows: withError };
}
