/**
 * How the task engine's tasks compare with what a person expects, shared by the evaluation
 * (scripts/eval-tasks.ts) and the training of the clause model (scripts/train-clause-model.ts).
 * `onMiss` hears of every item that does not come out as expected.
 */
import { processTasksLocally, type Mode } from "../lib/tasks";
import { splitNumbering } from "../lib/tasks/lines";

type OnMiss = (text: string, got: string[], want: Array<string | string[]>) => void;

/** What a reader of the text gives back: the task lines, in order. The local engine by default; a configured model in scripts/eval-model.ts. */
export type Reader = (text: string, mode: Mode) => string[];
const readLocally: Reader = (text, mode) => processTasksLocally(text, mode).map((task) => task.text);

/** A pasted paragraph and the tasks a person expects from it; a task may be written more than one acceptable way. */
export interface ParagraphCase {
  text: string;
  lang: "en" | "zh";
  tasks: Array<string | string[]>;
}

/** One line of a list and the tasks a person expects from it: itself alone, or the two (or more) it holds (each perhaps written more than one acceptable way). */
export interface LineCase {
  text: string;
  lang: "en" | "zh";
  tasks: Array<string | string[]>;
}

/**
 * Trim, lower case, one space between words, no closing punctuation: "Pay rent." matches "pay rent". A list number
 * is the person's own and is kept on the wallpaper (docs/product.md §2), so "2. Book the boiler service" matches
 * "Book the boiler service".
 */
export const normalise = (task: string) =>
  splitNumbering(task.trim())
    .rest.trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.,;:!?。，；：！？、…]+$/u, "");

/** Is `task` one of the accepted ways of writing `expected`? */
export const accepts = (expected: string | string[], task: string) =>
  (typeof expected === "string" ? [expected] : expected).some((way) => normalise(way) === normalise(task));

/** Counts what a person sees: the tasks of Sort for Me (without a model, unless another reader is given), matched one to one against the expected ones. */
export function paragraphScores(items: ParagraphCase[], onMiss?: OnMiss, mode: Mode = "smart", read: Reader = readLocally) {
  let expected = 0,
    found = 0,
    surplus = 0,
    unmatched = 0,
    exact = 0;
  for (const item of items) {
    const got = read(item.text, mode);
    const left = [...got];
    const missed: string[] = [];
    for (const task of item.tasks) {
      const at = left.findIndex((candidate) => accepts(task, candidate));
      if (at >= 0) left.splice(at, 1);
      else missed.push(typeof task === "string" ? task : task[0]!);
    }
    expected += item.tasks.length;
    found += item.tasks.length - missed.length;
    surplus += Math.max(0, got.length - item.tasks.length);
    unmatched += left.length;
    if (missed.length === 0 && left.length === 0) exact++;
    else onMiss?.(item.text, got, item.tasks);
  }
  return {
    expected,
    recall: found / (expected || 1),
    surplus: surplus / items.length,
    unmatched: unmatched / items.length,
    exact: exact / items.length,
  };
}

/**
 * A line that is one task must come back as that one task, its words unchanged ("Gas bill came" and
 * "Pay it by Thursday" is a cut; so is "Pay it by Thursday" alone); `split` counts those given back as
 * more than one task. A line that holds two must come back as more than one task.
 */
export function lineScores(items: LineCase[], mode: Mode, onMiss?: OnMiss, read: Reader = readLocally) {
  let whole = 0,
    cut = 0,
    split = 0,
    several = 0,
    keptWhole = 0,
    exact = 0;
  for (const item of items) {
    const got = read(item.text, mode);
    const isExact = got.length === item.tasks.length && got.every((task, i) => accepts(item.tasks[i]!, task));
    if (isExact) exact++;
    if (item.tasks.length === 1) {
      whole++;
      if (!isExact) cut++;
      if (got.length > 1) split++;
    } else {
      several++;
      if (got.length === 1) keptWhole++;
    }
    if (!isExact) onMiss?.(item.text, got, item.tasks);
  }
  return { whole, cut, split, several, keptWhole, exact: exact / (items.length || 1) };
}

/** Lines typed together, five at a time in the set's order, as one text and the tasks expected from it. */
export function batchesOf(items: LineCase[], size = 5): ParagraphCase[] {
  const batches: ParagraphCase[] = [];
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size);
    batches.push({ text: batch.map((item) => item.text).join("\n"), lang: batch[0]!.lang, tasks: batch.flatMap((item) => item.tasks) });
  }
  return batches;
}

/** Of lines typed together, five at a time: the expected tasks that no task matches, per batch (a line left out as a heading, or kept whole where it holds two). */
export function batchMissed(items: LineCase[], mode: Mode, read: Reader = readLocally) {
  const batches = batchesOf(items);
  const scores = paragraphScores(batches, undefined, mode, read);
  return (scores.expected * (1 - scores.recall)) / (batches.length || 1);
}

/** Lines typed together, five at a time in the set's order: the tasks beyond those expected, per batch. */
export function batchSurplus(items: LineCase[], mode: Mode, read: Reader = readLocally) {
  const batches = batchesOf(items);
  const surplus = batches.reduce((sum, batch) => sum + Math.max(0, read(batch.text, mode).length - batch.tasks.length), 0);
  return surplus / (batches.length || 1);
}
