/**
 * Chinese typed with no marks runs its actions together: "交房租交网费给猫买猫粮" is three tasks, "去超市买菜" one.
 * The rules cut such a clause only before a time or a word such as 再 (./chinese-actions); on a line of a list (prose
 * is read by ./boundary-model once it is trained, and by this model while it learns), before a plain verb this
 * small learned model decides, where the clause's structure lets an action start (decision record 001, "a run-on
 * model trained apart"). It reads only the characters around the place, the verbs the engine knows and the words of
 * jieba's dictionary (./chinese-words), never the clause models' answers, and is trained apart from them on where the
 * tasks a person expects begin and end in the development sets (scripts/train-run-on-model.ts writes
 * ./run-on-model.json; a test keeps it trained on the sets as they are).
 */
import trained from "./run-on-model.json";
import { coverbAt, endsWithLeadIn, opensWithVerb, verbAt, withoutLeadIn } from "./chinese-verbs";
import { insideAWord } from "./chinese-words";
import { weigh, type Weights } from "./weights";

let model: Weights | null = trained;

/** Weighs with other weights, or never cuts (null), until called again with `undefined`; for training only. */
export function runOnWeighWith(weights: Weights | null | undefined): void {
  model = weights === undefined ? trained : weights;
}

const HAN = /\p{Script=Han}/u;
/** "And", "with", "or": where the splitter's own rule reads two actions or one (./chinese-actions, splitChineseAnd). */
const JOINS = /[和与并且或]/u;
/** Does a word such as 还要 or 记得 open the text here? The rules cut there themselves (./chinese-actions, RUN_ON_BREAK). */
const opensWithLeadIn = (text: string) => withoutLeadIn(text) !== text.trim();

/**
 * Where an action typed straight after another may begin inside a clause with no marks: a verb or a word that opens
 * one, two characters or more from the clause's start, after a Chinese character, and not inside a longer verb that
 * starts before it ("扫" in "打扫"); not at 和, 与, 并 or 或, nor just after one: the splitter's own rule reads those.
 */
export function plainVerbStarts(clause: string): number[] {
  const starts: number[] = [];
  let coveredUntil = 0;
  for (let i = 0; i < clause.length; i++) {
    const verb = verbAt(clause.slice(i));
    if (verb === null) continue;
    if (
      i >= 2 &&
      i >= coveredUntil &&
      HAN.test(clause[i - 1]!) &&
      !JOINS.test(clause[i]!) &&
      !JOINS.test(clause[i - 1]!) &&
      !opensWithLeadIn(clause.slice(i)) &&
      !insideAWord(clause, i)
    )
      starts.push(i);
    coveredUntil = Math.max(coveredUntil, i + verb.length);
  }
  return starts;
}

/** Does a verb start within a few characters after `from`, not inside a word ("泡" in "灯泡")? */
const hasVerbSoon = (text: string, from: number) => {
  for (let i = from; i < Math.min(text.length, from + 8); i++) if (opensWithVerb(text.slice(i)) && !insideAWord(text, i)) return true;
  return false;
};

/** Whom or what an action is done for, with or by, before its verb: "给猫", "用微信", "跟老公". */
const FOR_OR_WITH = /^(?:给|跟|和|与|帮|替|向|用|陪|让|请|找)/u;
/** Going somewhere, the first step towards what is done there: "去超市", "跑一趟税务局". */
const GOING = /^(?:去|到|回|跑一趟|跑|上)/u;

/**
 * Can a new action start at this plain verb, as the clause's structure reads? Not where what follows is only whom
 * or what something is for, with no verb of its own ("报|给主管", "买电池|跟灯泡"), nor a verb that describes a thing
 * ("回家的机票", "自己做的桂花糕"), where the thing just named goes ("寄月饼|回老家"), coming back to finish the errand
 * ("买条鱼|回来炖汤") or when it is done ("等孩子|睡着以后收拾厨房"); nor after a word that leads in to the verb
 * ("赶紧|交照片") or on to what follows ("交给|装修师傅"), a verb with only 一下 ("查一下|开会地点") or opening a place
 * ("打开|交管12123"), someone or something still waiting for its verb ("用微信|交燃气费"), a place the person goes to,
 * to do what follows there ("去超市|买菜"), or the way there ("坐地铁|去公司"). The model decides the rest.
 */
export function mayStartAction(before: string, after: string): boolean {
  const opening = coverbAt(after);
  if (opening !== undefined && !hasVerbSoon(after, opening.length)) return false;
  if (/^\p{Script=Han}{0,2}?的/u.test(after.slice((verbAt(after) ?? "").length))) return false;
  // Going back or on with the thing just named, not somewhere to do something new: "寄月饼|回老家", "带瓶酱油|回来";
  // coming back to finish the errand ("买条鱼|回来炖汤").
  const going = GOING.exec(after)?.[0];
  if (going !== undefined && !hasVerbSoon(after, going.length)) return false;
  if (/^回(?:来|去)/u.test(after)) return false;
  // What says when the action after it is done: "等孩子|睡着以后收拾厨房".
  if (/^\p{Script=Han}{0,6}?(?:以后|之后|以前|之前|的时候)/u.test(after)) return false;
  const text = withoutLeadIn(before);
  if (endsWithLeadIn(before) || LEADS_ON.test(before) || /^\p{Script=Han}{1,2}(?:一下|一遍)$|^(?:打开|登录|登陆|进入)$/u.test(text)) return false;
  const hasVerbOfItsOwn = plainVerbStarts(text).length > 0;
  if ((FOR_OR_WITH.test(text) || GOING.test(text)) && !hasVerbOfItsOwn) return false;
  // The way there, then going: "坐地铁|去公司拿电脑"; and going somewhere, then what is done there: "坐地铁去公司|拿电脑".
  if (RIDING.test(text) && !hasVerbOfItsOwn && going !== undefined) return false;
  return !GOING.test(lastVerb(text).verb);
}

/** A word that leads on to what follows, never the end of an action: "交给|装修师傅", "存到|定期", "选错的|选修课". */
const LEADS_ON = /(?:给|到|在|把|将|跟|向|对|让|叫|被|能|会|想|就|才|都|也|又|的)$/u;
/** Riding or driving somewhere: the way to where the action is. */
const RIDING = /^(?:坐|骑|开车|打车|搭|乘)/u;

/** The last verb of a piece, and how many characters follow it: its object, if it has one. */
function lastVerb(piece: string): { verb: string; objectLength: number } {
  for (let i = piece.length - 1; i >= 0; i--) {
    const found = insideAWord(piece, i) ? null : verbAt(piece.slice(i));
    if (found !== null && i + found.length <= piece.length) return { verb: found, objectLength: piece.length - i - found.length };
  }
  return { verb: "", objectLength: piece.length };
}

const bucket = (n: number) => (n <= 3 ? String(n) : n <= 5 ? "4-5" : n <= 8 ? "6-8" : "9+");

/**
 * What the model reads at `index`, where a plain verb starts, with the piece before it starting at `start`: the
 * characters on either side, the verb, the verb before it and how far back, and how long each side is.
 */
export function runOnFacts(clause: string, start: number, index: number, inParagraph: boolean): string[] {
  const before = clause.slice(start, index);
  const after = clause.slice(index);
  const verb = verbAt(after) ?? "";
  const { verb: previousVerb, objectLength } = lastVerb(before);
  const next = plainVerbStarts(after).find((i) => i > 0) ?? after.length;
  return [
    inParagraph ? "paragraph" : "line",
    `l1=${before.slice(-1)}`,
    `l2=${before.slice(-2)}`,
    `r1=${after.slice(0, 1)}`,
    `r2=${after.slice(0, 2)}`,
    `r3=${after.slice(0, 3)}`,
    `across=${before.slice(-1)}${after.slice(0, 1)}`,
    `verb=${verb}`,
    `previousVerb=${previousVerb || "-"}`,
    previousVerb === verb ? "sameVerb" : "otherVerb",
    `verbs=${Math.min(plainVerbStarts(before).length, 2)}`,
    `object=${bucket(objectLength)}`,
    `verbThenObject=${previousVerb ? "v" : "-"}${bucket(objectLength)}`,
    `before=${bucket(before.length)}`,
    `after=${bucket(next)}`,
    `first=${before.slice(0, 1)}`,
  ];
}

/**
 * A place where a plain verb starts inside a clause: the piece before it starts at `start`, and what follows it, up to
 * the next mark or place the rules cut, ends at `end`.
 */
export interface RunOnPlace {
  clause: string;
  start: number;
  index: number;
  end: number;
  inParagraph: boolean;
}

/** A place the model was asked about, and whether the rules let an action start there. */
export interface RunOnQuestion extends RunOnPlace {
  allowed: boolean;
}

let recorder: ((question: RunOnQuestion) => void) | null = null;
/** Collects every place the model is asked about until it is called again with null; for training only. */
export function recordRunOnQuestions(listener: ((question: RunOnQuestion) => void) | null): void {
  recorder = listener;
}

/**
 * Does a new task start here, where a plain verb starts in a clause with no marks? Never where the rules do not let an
 * action start (`allowed`); every place is recorded, allowed or not, for training.
 */
export function learnedRunOnCut(place: RunOnPlace, allowed: boolean): boolean {
  recorder?.({ ...place, allowed });
  return model !== null && allowed && weigh(model, runOnFacts(place.clause, place.start, place.index, place.inParagraph)) > 0;
}
