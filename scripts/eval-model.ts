/**
 * The held-out sets read through a configured language model, as Sort for Me reads a text when one is set (docs/product.md
 * §12), beside the local engine on the same rows: what a deployment measures before it turns a model on.
 *
 *   LLM_BASE_URL=https://… LLM_MODEL=… LLM_API_KEY=… npm run eval:model
 *
 * Every text goes through the app's own path (lib/tasks/process.ts with lib/tasks/llm.ts): the model's lines, the engine's
 * priorities and order, and the engine's reading when the model fails, which is counted. Only the held-out parts are
 * read: a model is not tuned here, and they hold what no rule has seen.
 */
import { getModelSettings, getServerEnv } from "../lib/env";
import { isModelError, modelTasks } from "../lib/tasks/llm";
import { processTasks, type RemoteTasks } from "../lib/tasks/process";
import { readSet } from "./learning";
import { batchesOf, batchMissed, batchSurplus, lineScores, paragraphScores, type LineCase, type ParagraphCase, type Reader } from "./task-scores";

export interface HeldOutSet {
  name: string;
  paragraphs: ParagraphCase[];
  lines: LineCase[];
}

interface Answer {
  tasks: string[];
  fellBack: boolean;
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)}%`);

/** Told how many texts have been read of how many, after each one. */
export type OnProgress = (read: number, of: number) => void;

/** Sends each text once, `concurrency` at a time, and keeps what the app would show for it. */
async function readAll(texts: string[], remote: RemoteTasks, concurrency: number, onProgress?: OnProgress): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const queue = [...new Set(texts)];
  const total = queue.length;
  const worker = async () => {
    for (let text = queue.shift(); text !== undefined; text = queue.shift()) {
      const outcome = await processTasks(text, "smart", remote, isModelError);
      answers.set(text, { tasks: outcome.tasks.map((task) => task.text), fellBack: outcome.source === "fallback" });
      onProgress?.(answers.size, total);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** The figures `npm run eval:tasks` prints for Sort for Me, by set and language, for the model and for the engine. */
export async function modelFigures(
  sets: HeldOutSet[],
  remote: RemoteTasks,
  { concurrency = 4, onProgress }: { concurrency?: number; onProgress?: OnProgress } = {},
) {
  const parts = sets.flatMap(({ name, paragraphs, lines }) =>
    (["en", "zh"] as const).map((lang) => ({
      set: `${name} ${lang}`,
      paragraphs: paragraphs.filter((item) => item.lang === lang),
      lines: lines.filter((item) => item.lang === lang),
    })),
  );
  const texts = parts.flatMap(({ paragraphs, lines }) => [
    ...paragraphs.map((item) => item.text),
    ...lines.map((item) => item.text),
    ...batchesOf(lines).map((batch) => batch.text),
  ]);
  const answers = await readAll(texts, remote, concurrency, onProgress);
  const throughModel: Reader = (text) => answers.get(text)!.tasks;
  const rows: Array<Record<string, string | number>> = [];
  for (const { set, paragraphs, lines } of parts) {
    const asked = [...paragraphs.map((item) => item.text), ...lines.map((item) => item.text)];
    for (const [reader, read] of [
      ["model", throughModel],
      ["engine", undefined],
    ] as const) {
      const p = paragraphScores(paragraphs, undefined, "smart", read);
      const l = lineScores(lines, "smart", undefined, read);
      rows.push({
        set,
        reader,
        "fell back": reader === "model" ? asked.filter((text) => answers.get(text)!.fellBack).length : "-",
        "paragraph recall": pct(p.recall, paragraphs.length > 0 ? 1 : 0),
        "extra tasks / paragraph": paragraphs.length > 0 ? p.surplus.toFixed(2) : "-",
        "paragraphs exact": pct(p.exact, paragraphs.length > 0 ? 1 : 0),
        "one-task lines given as 2+": pct(l.split, l.whole),
        "two-task lines kept whole": pct(l.keptWhole, l.several),
        "extra tasks / batch of 5": lines.length > 0 ? batchSurplus(lines, "smart", read).toFixed(2) : "-",
        "tasks missed / batch of 5": lines.length > 0 ? batchMissed(lines, "smart", read).toFixed(2) : "-",
      });
    }
  }
  return rows;
}

async function main() {
  const settings = getModelSettings(getServerEnv());
  if (!settings) {
    console.error("Set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the API needs one) to read the held-out sets through a model.");
    process.exit(2);
  }
  const sets: HeldOutSet[] = [
    { name: "held-out", paragraphs: readSet("paragraph-holdout-set.json"), lines: readSet("line-holdout-set.json") },
    { name: "held-out 2", paragraphs: readSet("paragraph-holdout-set-2.json"), lines: readSet("line-holdout-set-2.json") },
  ];
  console.log(`Sort for Me through ${settings.model} at ${settings.baseUrl}, beside the local engine:`);
  const onProgress: OnProgress = (read, of) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${read} of ${of} texts read${read === of ? "\n" : ""}`);
  };
  console.table(await modelFigures(sets, modelTasks(settings), { onProgress }));
}

if (process.argv[1] === import.meta.filename) await main();
