/**
 * Trains the clause model (lib/tasks/clause-model.ts) on the development sets and writes
 * lib/tasks/clause-model.json: `npm run train:clause-model`. The held-out sets are never read.
 *
 * The engine is run with the rules alone on every development line, paragraph and split-set line, and
 * on the lines five at a time as a person types a list. Each decision it takes (does this clause stay
 * in the piece before it, or belong to its task? is this clause, or this line, kept?) is labelled from
 * the tasks a person expects: two clauses belong together when both fall inside the same expected task,
 * and a clause is kept when it falls inside any. One logistic model is fitted per decision in each language, so
 * that Chinese examples never move an English decision; the strength of their regularisation and the margin by
 * which the rules are trusted are chosen for each language by five-fold cross-validation over whole items (three
 * draws of the folds, their scores averaged), scored on the figures a person sees in it (lines cut, lines kept whole,
 * tasks missed in a typed list, paragraph recall and extra tasks): the simplest setting within one standard error of
 * the best score. Then they are trained again on every development item. The run-on and boundary models are off
 * throughout: they learn with these models in place (scripts/train-run-on-model.ts, then
 * scripts/train-boundary-model.ts), so training all three in that order settles in one run. `--disagreements` lists
 * the decisions where the rules and the labels differ; `--mistakes`, the lines and paragraphs the chosen settings get
 * wrong in cross-validation (on the first draw).
 */
import path from "node:path";
import { extractTasks, loadEnglishTagger } from "../lib/tasks";
import { boundaryWeighWith } from "../lib/tasks/boundary-model";
import { runOnWeighWith } from "../lib/tasks/run-on-model";
import { recordDecisions, weighWith, type Decision, type DecisionRecord, type Language, type Models } from "../lib/tasks/clause-model";
import { type Weights } from "../lib/tasks/weights";
import {
  chooseSetting,
  DRAWS,
  figuresOf,
  fitLogistic,
  foldOfText,
  readSet,
  summariseDraws,
  trainingSetsHash,
  writeJson,
  type Figures,
  type Setting,
} from "./learning";
import { accepts, batchesOf, lineScores, normalise, paragraphScores, type LineCase, type ParagraphCase } from "./task-scores";

const output = path.join(import.meta.dirname, "../lib/tasks/clause-model.json");

type Item = LineCase | ParagraphCase;
interface Example {
  decision: Decision;
  language: Language;
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
    return [{ decision: record.decision, language: record.language, facts: record.facts, label, rule: record.rule, clauses: record.clauses }];
  });
}

/**
 * The models of each decision in each language, each trusting the rules by `margin` more than it learned to: a rule
 * is overturned only where the other facts weigh clearly against it.
 */
function fitAll(examples: readonly Example[], settings: Record<Language, Setting>): Models {
  const trust = ({ bias, weights }: Weights, margin: number): Weights => ({
    bias,
    weights: { ...weights, "rule:true": (weights["rule:true"] ?? 0) + margin, "rule:false": (weights["rule:false"] ?? 0) - margin },
  });
  const fit = (language: Language, decision: Decision) =>
    trust(
      fitLogistic(
        examples.filter((example) => example.language === language && example.decision === decision),
        settings[language].strength,
      ),
      settings[language].margin,
    );
  const inLanguage = (language: Language, decisions: readonly Decision[]) =>
    Object.fromEntries(decisions.map((decision) => [decision, fit(language, decision)]));
  return { en: inLanguage("en", ["join", "keep", "item"]), zh: inLanguage("zh", ["stay", "join", "keep", "item"]) };
}

/**
 * One draw of the five folds: which fold each item falls in, by a hash of its text, so that folds stay the same run to
 * run (a batch of lines, in the fold of the lines it holds), and every item's examples, the batches' among them.
 */
interface Draw {
  fold: (item: Item) => number;
  examples: Map<Item, Example[]>;
}

/** The examples of every item outside fold `k`: what that fold's models learn from. */
const outsideFold = ({ fold, examples }: Draw, k: number) => [...examples].filter(([item]) => fold(item) !== k).flatMap(([, list]) => list);

/** The figures a person sees in each language, on items the model was not trained on, in each fold of one draw. */
function scoreFolds(lines: LineCase[], paragraphs: ParagraphCase[], draw: Draw, setting: Setting | null) {
  const folds: Array<{ en: Figures; zh: Figures }> = [];
  for (let k = 0; k < 5; k++) {
    weighWith(setting === null ? null : fitAll(outsideFold(draw, k), { en: setting, zh: setting }));
    const inFold = (lang: string) =>
      figuresOf(
        lines.filter((item) => draw.fold(item) === k && item.lang === lang),
        paragraphs.filter((item) => draw.fold(item) === k && item.lang === lang),
      );
    folds.push({ en: inFold("en"), zh: inFold("zh") });
  }
  weighWith(null);
  return folds;
}

/** A setting's figures in each language over every draw of the folds: their sums, the mean score, and each draw's folds. */
function crossValidate(lines: LineCase[], paragraphs: ParagraphCase[], draws: readonly Draw[], setting: Setting | null) {
  const runs = draws.map((draw) => scoreFolds(lines, paragraphs, draw, setting));
  const en = summariseDraws(runs.map((folds) => folds.map((f) => f.en)));
  const zh = summariseDraws(runs.map((folds) => folds.map((f) => f.zh)));
  return {
    setting,
    en: en.figures,
    zh: zh.figures,
    score: { en: en.score, zh: zh.score },
    perFold: { en: en.perFold, zh: zh.perFold },
  };
}

/**
 * What each fold's models get wrong, with the settings chosen: one-task lines given as more, two-task lines kept whole,
 * and in paragraphs the tasks missed and those given that match none expected.
 */
function printMistakes(lines: LineCase[], paragraphs: ParagraphCase[], draw: Draw, settings: Record<Language, Setting>) {
  const { fold } = draw;
  for (let k = 0; k < 5; k++) {
    weighWith(fitAll(outsideFold(draw, k), settings));
    lineScores(
      lines.filter((item) => fold(item) === k),
      "smart",
      (text, got, want) => {
        if (want.length === 1 && got.length > 1) console.log(`  given as ${got.length}: ${JSON.stringify(got)}`);
        if (want.length > 1 && got.length === 1) console.log(`  kept whole: ${JSON.stringify(text)}`);
      },
    );
    paragraphScores(
      paragraphs.filter((item) => fold(item) === k),
      (text, got, want) => {
        const missed = want.filter((task) => !got.some((candidate) => accepts(task, candidate)));
        const extra = got.filter((candidate) => !want.some((task) => accepts(task, candidate)));
        console.log(`  paragraph ${JSON.stringify(text)}\n    missed ${JSON.stringify(missed)}\n    not expected ${JSON.stringify(extra)}`);
      },
    );
  }
  weighWith(null);
}

async function main() {
  await loadEnglishTagger();
  // A multi-action line of the split set is scored as a line that holds several tasks.
  const lines = [...readSet<LineCase[]>("line-set.json"), ...readSet<LineCase[]>("split-set.json")];
  const paragraphs = readSet<ParagraphCase[]>("paragraph-set.json");
  weighWith(null);
  // The clause models learn without the run-on model and the boundary model, which learn with them in place
  // (scripts/train-run-on-model.ts, scripts/train-boundary-model.ts): were each trained with the other in place, their
  // settings could take turns and never settle.
  runOnWeighWith(null);
  boundaryWeighWith(null);
  const itemExamples = new Map<Item, Example[]>([...lines, ...paragraphs].map((item) => [item, examplesOf(item)]));
  // Lines are also read five at a time, as a person types a list, in the fold of the lines they hold: the first line
  // of a list is a task, where the first line of a pasted paragraph is often a heading. So each draw has its batches.
  const draws = Array.from({ length: DRAWS }, (_, d): Draw => {
    const foldOf = new Map<Item, number>();
    const fold = (item: Item) => foldOf.get(item) ?? foldOfText(item.text, d);
    for (let k = 0; k < 5; k++)
      for (const lang of ["en", "zh"] as const)
        for (const batch of batchesOf(lines.filter((item) => fold(item) === k && item.lang === lang))) foldOf.set(batch, k);
    const batches = [...foldOf.keys()].map((batch): [Item, Example[]] => [batch, examplesOf(batch)]);
    return { fold, examples: new Map([...itemExamples, ...batches]) };
  });
  const all = [...draws[0]!.examples.values()].flat();
  for (const decision of ["stay", "join", "keep", "item"] as const) {
    const chosen = all.filter((example) => example.decision === decision);
    const agree = chosen.filter((example) => example.rule === example.label).length;
    console.log(`${decision}: ${chosen.length} decisions, the rules agree with the labels on ${((100 * agree) / chosen.length).toFixed(1)}%`);
    if (process.argv.includes("--disagreements"))
      for (const example of chosen) if (example.rule !== example.label) console.log(`  label ${example.label}: ${JSON.stringify(example.clauses)}`);
  }
  const rows = [crossValidate(lines, paragraphs, draws, null)];
  for (const strength of [0.1, 0.3, 1]) for (const margin of [0, 0.5, 1]) rows.push(crossValidate(lines, paragraphs, draws, { strength, margin }));
  console.log(
    `Five-fold cross-validation on the development sets, ${DRAWS} draws of the folds: one-task lines cut, two-task lines kept whole, expected tasks missed per batch of 5 lines, paragraph recall, extra tasks per paragraph (score: lower is better)`,
  );
  // Each language's models decide only its own text, so each language's setting is chosen on its own figures.
  const choose = (language: Language) =>
    chooseSetting(rows.slice(1).map((row) => ({ setting: row.setting!, score: row.score[language], perFold: row.perFold[language] })));
  const chosen = { en: choose("en"), zh: choose("zh") };
  console.table(
    rows.map(({ setting, en, zh, score }, i) => ({
      setting: setting ? `strength ${setting.strength}, margin ${setting.margin}` : "rules alone",
      en,
      "en score": `${score.en.toFixed(4)}${i > 0 ? ` ± ${chosen.en.rows[i - 1]!.error.toFixed(4)}` : ""}${setting === chosen.en.setting ? " ←" : ""}`,
      zh,
      "zh score": `${score.zh.toFixed(4)}${i > 0 ? ` ± ${chosen.zh.rows[i - 1]!.error.toFixed(4)}` : ""}${setting === chosen.zh.setting ? " ←" : ""}`,
    })),
  );
  const settings = { en: chosen.en.setting, zh: chosen.zh.setting };
  if (process.argv.includes("--mistakes")) printMistakes(lines, paragraphs, draws[0]!, settings);
  const model = { trainedOn: trainingSetsHash(), settings, ...fitAll(all, settings) };
  await writeJson(output, model);
  const sizes = (["en", "zh"] as const).flatMap((language) =>
    Object.entries(model[language]).map(([decision, { weights }]) => `${Object.keys(weights).length} ${decision} (${language})`),
  );
  const described = (["en", "zh"] as const).map(
    (language) => `${language} strength ${settings[language].strength}, margin ${settings[language].margin}`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), output)}: ${described.join("; ")}; weights: ${sizes.join(", ")}`);
}

// Run as a script, not when a test imports the hash of the sets.
if (process.argv[1] === import.meta.filename) await main();
