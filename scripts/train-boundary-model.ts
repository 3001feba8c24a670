/**
 * Trains the boundary model (lib/tasks/boundary-model.ts) on the development sets and writes
 * lib/tasks/boundary-model.json: `npm run train:boundary-model`. The held-out sets are never read.
 *
 * Every place between two Chinese characters of a Chinese development line, paragraph or split-set line is labelled
 * from the tasks a person expects, found in the text: a new task, or the news beside one, starts there when the
 * characters on either side fall in different tasks, or one in a task and one in none. Places with no task on either
 * side teach nothing, and neither do those the accepted ways of writing a task disagree on ("明天一早|把报销单交到财务"
 * may be written either way). The strength of the regularisation, and the margin by which the model must favour a
 * cut, are chosen by five-fold cross-validation over whole items (three draws of the folds), scored on the figures a
 * person sees in Chinese, with the clause models and the run-on model in place, as they were trained with it off:
 * the simplest setting within one standard error of the best. Then it is trained again on every item, and its file
 * names the models it learned with.
 */
import path from "node:path";
import { boundaryFacts, boundaryWeighWith } from "../lib/tasks/boundary-model";
import { type Weights } from "../lib/tasks/weights";
import {
  chooseSetting,
  DRAWS,
  figuresOf,
  fitLogistic,
  foldOfText,
  readSet,
  summariseDraws,
  taskModelsHash,
  trainingSetsHash,
  withMargin,
  writeJson,
  type Setting,
} from "./learning";
import { taskOfEachCharacter } from "./train-run-on-model";
import { type LineCase, type ParagraphCase } from "./task-scores";

const output = path.join(import.meta.dirname, "../lib/tasks/boundary-model.json");

interface Example {
  facts: string[];
  label: boolean;
}

/** Each accepted way of writing every task at its shortest: where it differs from the longest, either reading is right. */
const shortest = (tasks: ReadonlyArray<string | readonly string[]>) =>
  tasks.map((task) => (typeof task === "string" ? task : [...task].sort((a, b) => a.length - b.length)[0]!));

/** The places between two Chinese characters of one item, each labelled. */
export function examplesOf(item: LineCase | ParagraphCase, inParagraph: boolean): Example[] {
  const owner = taskOfEachCharacter(item.text, item.tasks);
  const ownerAtShortest = taskOfEachCharacter(item.text, shortest(item.tasks));
  const examples: Example[] = [];
  for (const { 0: run, index: offset } of item.text.matchAll(/\p{Script=Han}+/gu)) {
    // The piece before each place starts at the last boundary the labels give, as it will where the model cut there.
    let pieceStart = 0;
    for (let i = 2; i < run.length; i++) {
      const at = offset + i;
      const label = owner[at - 1] !== owner[at];
      const taught = (owner[at - 1] !== null || owner[at] !== null) && label === (ownerAtShortest[at - 1] !== ownerAtShortest[at]);
      if (taught) examples.push({ facts: boundaryFacts(run, i, inParagraph, pieceStart), label });
      if (label) pieceStart = i;
    }
  }
  return examples;
}

async function main() {
  const chinese = <T extends { lang: string }>(items: T[]) => items.filter((item) => item.lang === "zh");
  const lines = [...chinese(readSet<LineCase[]>("line-set.json")), ...chinese(readSet<LineCase[]>("split-set.json"))];
  const paragraphs = chinese(readSet<ParagraphCase[]>("paragraph-set.json"));
  const examples = new Map<LineCase | ParagraphCase, Example[]>([
    ...lines.map((item): [LineCase, Example[]] => [item, examplesOf(item, false)]),
    ...paragraphs.map((item): [ParagraphCase, Example[]] => [item, examplesOf(item, true)]),
  ]);
  const all = [...examples.values()].flat();
  console.log(
    `${all.length} places between two Chinese characters in ${examples.size} Chinese items; a new task or the news beside one starts at ${all.filter((example) => example.label).length}`,
  );

  // The figures of a setting (null: the model off) on every fold of every draw, each fold's model trained outside it.
  const crossValidate = (setting: Setting | null) => {
    const runs = Array.from({ length: DRAWS }, (_, draw) =>
      [0, 1, 2, 3, 4].map((k) => {
        const outside = [...examples].filter(([item]) => foldOfText(item.text, draw) !== k).flatMap(([, list]) => list);
        boundaryWeighWith(setting && withMargin(fitLogistic(outside, setting.strength), setting.margin));
        const inFold = <T extends { text: string }>(items: T[]) => items.filter((item) => foldOfText(item.text, draw) === k);
        return figuresOf(inFold(lines), inFold(paragraphs));
      }),
    );
    boundaryWeighWith(undefined);
    return { setting, ...summariseDraws(runs) };
  };
  const off = crossValidate(null);
  const rows = [];
  for (const strength of [0.3, 1, 3]) for (const margin of [0, 0.5, 1]) rows.push(crossValidate({ strength, margin }));
  const { setting, rows: compared } = chooseSetting(rows.map((row) => ({ ...row, setting: row.setting! })));
  console.log(
    `Five-fold cross-validation on the Chinese development sets, ${DRAWS} draws of the folds: one-task lines cut, two-task lines kept whole, expected tasks missed per batch of 5 lines, paragraph recall, extra tasks per paragraph (score: lower is better)`,
  );
  console.table(
    [{ ...off, error: null }, ...compared].map((row) => ({
      setting: row.setting ? `strength ${row.setting.strength}, margin ${row.setting.margin}` : "off: prose cut as a line is",
      zh: row.figures,
      score: row.score.toFixed(4),
      "± against the best": row.error === null ? "" : row.error.toFixed(4),
      chosen: row.setting === setting ? "←" : "",
    })),
  );
  const fitted: Weights = withMargin(fitLogistic(all, setting.strength), setting.margin);
  await writeJson(output, { trainedOn: trainingSetsHash(), models: taskModelsHash(), ...setting, ...fitted });
  console.log(
    `Wrote ${path.relative(process.cwd(), output)}: strength ${setting.strength}, margin ${setting.margin}; ${Object.keys(fitted.weights).length} weights`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
