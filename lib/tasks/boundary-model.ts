/**
 * A pasted paragraph typed or dictated with no marks runs its actions, and the news around them, together:
 * "泡黄豆腌鸡翅明早炖一锅排骨汤老公说想喝汤". The rules cut it before a time or a word such as 再
 * (./chinese-actions); everywhere else between two Chinese characters this small learned model says whether a new
 * task, or the news beside one, starts there (decision record 001, "a boundary model for prose"). It reads the
 * characters on either side, the verbs the engine knows, the words of jieba's dictionary and where a time starts;
 * what it cuts off as news is left out afterwards as any news is. It is trained on where the tasks a person expects
 * begin and end in the development sets (scripts/train-boundary-model.ts writes ./boundary-model.json; a test keeps it
 * trained on the sets and the models as they are). A line of a list is not prose: there the run-on model decides,
 * only before a plain verb (./run-on-model).
 */
import trained from "./boundary-model.json";
import { startsWithTime, verbAt } from "./chinese-verbs";
import { insideAWord } from "./chinese-words";
import { weigh, type Weights } from "./weights";

let model: Weights | null = trained;

/** Weighs with other weights, or is off (null), until called again with `undefined`; for training only. */
export function boundaryWeighWith(weights: Weights | null | undefined): void {
  model = weights === undefined ? trained : weights;
}

/** Is the model on? When it is off, prose is cut as a line is: only before a plain verb, where the run-on model says. */
export const readsProse = () => model !== null;

const HAN = /\p{Script=Han}/u;

/** The places the model is asked about in a clause: between two Chinese characters, two or more from its start. */
export const placesInProse = (clause: string) =>
  Array.from({ length: clause.length }, (_, i) => i).filter((i) => i >= 2 && HAN.test(clause[i - 1]!) && HAN.test(clause[i]!));

/** The last verb the engine knows that ends before `index`, within eight characters, and how far before it ends. */
function verbBefore(run: string, index: number): { verb: string; gap: number } {
  for (let j = index - 1; j >= Math.max(0, index - 8); j--) {
    const verb = verbAt(run.slice(j));
    if (verb !== null && j + verb.length <= index) return { verb, gap: index - j - verb.length };
  }
  return { verb: "", gap: 9 };
}

/** Does `piece` hold a verb the engine knows with something after it, as an action with its object does? */
const holdsVerbAndMore = (piece: string) =>
  [...piece].some((_, j) => {
    const verb = verbAt(piece.slice(j));
    return verb !== null && j + verb.length < piece.length;
  });

/**
 * What the model reads at `index` of a run of Chinese characters: the characters on either side, alone and in twos
 * and threes; the verb that starts there and the one before it; whether a word of the dictionary runs across; whether
 * a time starts there; how far it is from the run's start and end; whether the run is prose or a line; and how far it
 * is from `pieceStart`, where the piece being read began (the last cut, or the run's start), and whether that piece
 * already holds a verb and what follows it. So each cut is weighed with the one before it: a place four characters
 * after a cut, in a piece with no verb yet, is seldom where the next task starts.
 */
export function boundaryFacts(run: string, index: number, inParagraph: boolean, pieceStart = 0): string[] {
  const at = (k: number) => run[index + k] ?? "#";
  const verb = verbAt(run.slice(index)) ?? "";
  const before = verbBefore(run, index);
  const since = Math.min(index - pieceStart, 8);
  const pieceActs = holdsVerbAndMore(run.slice(pieceStart, index)) ? "acts" : "-";
  return [
    inParagraph ? "paragraph" : "line",
    `c-2=${at(-2)}`,
    `c-1=${at(-1)}`,
    `c0=${at(0)}`,
    `c1=${at(1)}`,
    `l2=${at(-2)}${at(-1)}`,
    `r2=${at(0)}${at(1)}`,
    `across=${at(-1)}${at(0)}`,
    `l3=${at(-3)}${at(-2)}${at(-1)}`,
    `r3=${at(0)}${at(1)}${at(2)}`,
    `verb=${verb}`,
    verb ? "verb" : "noVerb",
    `previousVerb=${before.verb}`,
    `gap=${Math.min(before.gap, 6)}`,
    `verbs=${before.verb ? "v" : "-"}${verb ? "v" : "-"}`,
    `c-1Verb=${at(-1)}${verb ? "v" : "-"}`,
    insideAWord(run, index) ? "insideAWord" : "betweenWords",
    startsWithTime(run.slice(index)) ? "time" : "noTime",
    `fromStart=${Math.min(index, 10)}`,
    `toEnd=${Math.min(run.length - index, 10)}`,
    `since=${since}`,
    `pieceActs=${pieceActs}`,
    `sincePieceActs=${since}${pieceActs}`,
    `pieceActsVerb=${pieceActs}${verb ? "v" : "-"}`,
    `sinceC0=${Math.min(since, 4)}${at(0)}`,
  ];
}

/** The run of Chinese characters around `index` of a clause, and where `index` falls in it. */
function runAround(clause: string, index: number): { run: string; at: number } {
  let start = index;
  let end = index;
  while (start > 0 && HAN.test(clause[start - 1]!)) start--;
  while (end < clause.length && HAN.test(clause[end]!)) end++;
  return { run: clause.slice(start, end), at: index - start };
}

/** Does a new task, or the news beside one, start at `index` of a clause of prose with no marks, the piece before it cut at `start`? */
export function learnedBoundary(clause: string, index: number, start: number): boolean {
  if (model === null) return false;
  const { run, at } = runAround(clause, index);
  return weigh(model, boundaryFacts(run, at, true, Math.max(0, start - (index - at)))) > 0;
}
