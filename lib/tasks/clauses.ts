/**
 * Which pieces of a line belong together, read from each clause's structure rather than from lists of
 * phrases (docs/product.md §2, decision record 001):
 *
 * - A line of a list is one task unless it clearly holds independent actions, each with a verb and
 *   an object of its own ("Buy milk and call the bank"). So on such a line a clause with no action of
 *   its own stays with the action after it ("Printer's out of ink, order a new cartridge", "Car's MOT
 *   is due next week, book it in"); an action whose object points back to a thing already named stays
 *   with the action before it ("Print the form and sign it", "量血压并记下来", "下载银行流水，发给会计");
 *   and a first step stays with what it leads to ("Open the budget sheet and fill in March").
 * - A paragraph (more than one sentence, three actions or more, or longer than a list line) is
 *   still split into its actions; only a clause with no action of its own stays with an action that
 *   points back to it ("Gas bill came, pay it by Thursday"), for that action is nothing alone.
 *
 * A feeling or a heading before an action is not what the action refers to, and stands apart so it
 * can be left out ("Ugh, so tired, call the bank", "今天好累，去银行").
 *
 * Whether an English clause is news (a thing, then a verb that agrees with it: "Water bill arrived")
 * comes from its words' parts of speech once the tagger has loaded (./english-tags), beside the
 * engine's own test.
 */
import { isAside, namesAnAction, stripLabel } from "./asides";
import { CLAUSES_OF_A_PIECE } from "./commas";
import { learnedItem, learnedJoin, learnedKeep, type ClauseFacts } from "./clause-model";
import {
  chineseSentences,
  cleanChinese,
  hanCount,
  holdsActionInChinese,
  isFirstStepInChinese,
  MAX_LINE_HAN,
  opensAnotherErrandInChinese,
  readsAsStatementInChinese,
  refersBackInChinese,
  withoutNewsBeforeActionInChinese,
} from "./chinese-actions";
import { isChineseMoodOrHeading } from "./chinese-asides";
import { isChineseAction } from "./chinese-verbs";
import {
  cleanEnglish,
  isFirstStepInEnglish,
  MAX_LIST_LINE_WORDS,
  opensWithUnlistedVerb,
  readsAsStatementInEnglish,
  refersBackInEnglish,
  secondWordFollowsAVerb,
  splitSentences,
  startsWithEnglishAction,
} from "./english-actions";
import { taggedAsAction, taggedAsReport, taggedAsStatement, taggedWithoutVerb } from "./english-tags";
import { headsAMarkedList, splitNumbering, type TypedLine } from "./lines";

const HAN = /\p{Script=Han}/u;

/** Past 13 words or 28 Chinese characters, a line is longer than a list's. */
const isLongerThanAListLine = (text: string) =>
  HAN.test(text) ? hanCount(text) > MAX_LINE_HAN : text.trim().split(/\s+/).length > MAX_LIST_LINE_WORDS;

/** Does the line read as a pasted paragraph rather than one line of a list? */
export function readsAsParagraph(text: string, sentences: ReadonlyArray<readonly string[]>): boolean {
  const pieces = sentences.reduce((count, sentence) => count + sentence.length, 0);
  return sentences.length > 1 || pieces >= 3 || isLongerThanAListLine(text);
}

/** What the rules read of a clause: one reading, described in ./clause-model, which weighs it too. */
function readClause(piece: string, next: string | undefined): ClauseFacts {
  if (HAN.test(piece)) {
    const text = cleanChinese(piece);
    // A piece already holds the fact and the action it leads to ("车险下周到期，尽快续保"): its last clause says which it is.
    const last = text.split(CLAUSES_OF_A_PIECE).pop() ?? text;
    return {
      text: piece,
      isAction: isChineseAction(stripLabel(last, true)) && !readsAsStatementInChinese(last),
      isMood: isChineseMoodOrHeading(text),
      // A piece may hold several clauses ("每天提醒她按时吃药，家里浴室装个扶手"): any action among them keeps it.
      get isSurelyNotAction() {
        return !text.split(CLAUSES_OF_A_PIECE).some(holdsActionInChinese);
      },
      refersBack: refersBackInChinese(text),
      hasPronounObject: /它/u.test(text),
      isFirstStep: isFirstStepInChinese(text),
      addsAnother: opensAnotherErrandInChinese(piece),
    };
  }
  const text = cleanEnglish(piece);
  const unlabelled = stripLabel(text, true); // "Money stuff - cancel the gym": the action is after the label
  const opensWithAction = startsWithEnglishAction(unlabelled);
  const readsAsNews = (clause: string) => taggedAsStatement(clause) || readsAsStatementInEnglish(clause);
  return {
    text: piece,
    isAction: opensWithAction && !readsAsNews(text),
    // Read only in a paragraph, where it is asked. Surely news when the tagger and the engine's own test agree; with
    // no verb of the engine's own, when the tagger reads none either ("Bathroom reno", "Payday on Friday"). A verb
    // the engine's words lack is still a verb to the tagger ("Shred the old statements"), so that action is kept;
    // without the tagger, so is every such clause.
    get isSurelyNotAction() {
      if (opensWithAction) return taggedAsStatement(unlabelled) === true && readsAsStatementInEnglish(unlabelled);
      if (readsAsNews(unlabelled) || taggedAsReport(unlabelled) === true) return true;
      return (taggedWithoutVerb(unlabelled) === true && !secondWordFollowsAVerb(unlabelled)) || taggedAsAction(unlabelled) === false;
    },
    isMood: isAside(text, next, false),
    refersBack: refersBackInEnglish(text),
    hasPronounObject: refersBackInEnglish(text),
    isFirstStep: isFirstStepInEnglish(text),
    get readsAsAction() {
      return !opensWithAction && opensWithUnlistedVerb(unlabelled) && !readsAsNews(text);
    },
  };
}

/** "then" and "然后" mark a next step of its own: "Go to the gym, then shower". */
const NEXT_STEP = /\bthen\b|然后|接着|随后/iu;

/**
 * Should `next` be read as part of the task that `previous` (the clause just before it) belongs to?
 * `between` is the text that separates them.
 */
function belongsWithPrevious(previous: ClauseFacts, next: ClauseFacts, between: string, inParagraph: boolean): boolean {
  // "then" marks a next step of its own, whatever came before: "Log into the school portal, then pay for the trip".
  // An action whose verb only the tagger knows is read as one: "…and sterilise them" points back as "…and sign it" does.
  if (!(next.isAction || next.readsAsAction) || next.addsAnother || NEXT_STEP.test(between)) return false;
  if (!previous.isAction && !previous.isMood && !previous.readsAsAction) return !inParagraph || next.hasPronounObject; // context, then the action on it
  if (inParagraph || !(previous.isAction || previous.readsAsAction)) return false;
  return next.refersBack || next.hasPronounObject || (previous.isFirstStep && !NEXT_STEP.test(between));
}

/**
 * The pieces of the line's sentences, with each piece that belongs with the one before it joined to it,
 * as the person wrote them (the text between them kept).
 */
export function joinDependentClauses(text: string, sentences: ReadonlyArray<readonly string[]>, inParagraph: boolean): string[] {
  const spans = locate(text, sentences.flat());
  const joined: Array<{ text: string; hasAction: boolean }> = [];
  let index = 0;
  for (const sentence of sentences) {
    if (sentence.length === 1) {
      // Nothing to join (most lines of a list); in a paragraph, whether it is an action decides whether it is kept.
      joined.push({ text: sentence[0]!, hasAction: !inParagraph || keeps(readClause(sentence[0]!, undefined), index === 0) });
      index++;
      continue;
    }
    let group: (Span & { hasAction: boolean }) | null = null;
    let previous: ClauseFacts | null = null;
    for (const [i, piece] of sentence.entries()) {
      const isFirst = index === 0;
      const span = spans[index++]!;
      const clause = readClause(piece, sentence[i + 1]);
      const between = group && group.end >= 0 && span.start >= 0 ? text.slice(group.end, span.start) : "";
      if (group && previous && learnedJoin(previous, clause, between, inParagraph, belongsWithPrevious(previous, clause, between, inParagraph))) {
        const current: Span & { hasAction: boolean } = group;
        const hasAction = !inParagraph || keeps(clause, isFirst) || current.hasAction;
        group =
          current.start >= 0 && span.start >= 0
            ? { start: current.start, end: span.end, text: text.slice(current.start, span.end), hasAction }
            : { start: -1, end: -1, text: `${current.text}${HAN.test(piece) ? "，" : ", "}${piece}`, hasAction };
      } else {
        if (group) joined.push(group);
        group = { ...span, text: piece, hasAction: !inParagraph || keeps(clause, isFirst) };
      }
      previous = clause;
    }
    if (group) joined.push(group);
  }
  // In a paragraph, what holds no action (news, an event, a reason, a heading on its own) is left out, as long as
  // something is left: "Dog needs his booster. Book the vet" is one task.
  // Chinese typed by voice or in a hurry runs a whole paragraph into one sentence: past a list line's length it is prose.
  const isProse = inParagraph && (sentences.length > 1 || (HAN.test(text) && hanCount(text) > MAX_LINE_HAN));
  const kept = isProse && joined.some((group) => group.hasAction) ? joined.filter((group) => group.hasAction) : joined;
  return kept.map((group) => (isProse && HAN.test(group.text) ? withoutNewsBeforeActionInChinese(group.text) : group.text));
}

/** In a paragraph, is the clause kept: does it hold something to do? */
const keeps = (clause: ClauseFacts, isFirst: boolean) => learnedKeep(clause, isFirst, !clause.isSurelyNotAction);

interface Span {
  start: number;
  end: number;
  text: string;
}

/** Where each piece stands in the text, in order; -1 when a piece is not found as written. */
function locate(text: string, pieces: readonly string[]): Array<Omit<Span, "text">> {
  let cursor = 0;
  return pieces.map((piece) => {
    const start = text.indexOf(piece, cursor);
    if (start < 0) return { start: -1, end: -1 };
    cursor = start + piece.length;
    return { start, end: cursor };
  });
}

/** Does the line hold more than one sentence, as the engine reads sentences in its language? */
const holdsSeveralSentences = (text: string) => (HAN.test(text) ? chineseSentences(text) : splitSentences(text)).length > 1;

/** A first line read as a title: over a marked list (./lines, headsAMarkedList) or above a pasted paragraph. */
export type Title = "list" | "paragraph";

/**
 * How the first line reads as a title, if it does: over a marked list, or with no mark and one sentence above a pasted
 * paragraph, more than one sentence and longer than a list line ("出差准备🧳" above "下周要出差，有点紧张。每天早点起床，…").
 */
export function titleOf(lines: readonly TypedLine[]): Title | undefined {
  if (headsAMarkedList(lines)) return "list";
  const [first, next] = lines;
  if (first === undefined || next === undefined || first.marked || holdsSeveralSentences(first.text)) return undefined;
  return holdsSeveralSentences(next.text) && isLongerThanAListLine(next.text) ? "paragraph" : undefined;
}

/**
 * Is the first line, read as a title, one to keep? Over a marked list, only when it opens with an English verb: "Buy
 * milk" above "- call mom" lacks only its bullet (Chinese titles read as actions too often: "盘点日", "开学前"). Above a
 * paragraph, when it opens with an action in either language ("给妈打电话" is one; "出差准备🧳" is not).
 */
function keepsItsTitle(piece: string, title: Title): boolean {
  if (HAN.test(piece)) return title === "paragraph" && isChineseAction(piece);
  return startsWithEnglishAction(piece);
}

/**
 * The tasks of a text, given the pieces of each typed line, without the headings and moods. When
 * no piece is an action, all are kept: a list of moods still gets a wallpaper. `title` says how the first
 * line reads as a title, if it does: then it is left out, unless keepsItsTitle.
 */
export function dropAsides(lines: ReadonlyArray<readonly string[]>, { title }: { title?: Title } = {}): string[] {
  const pieces = lines.flatMap((line) => line.map((piece) => ({ piece, inParagraph: line.length > 1 })));
  // A line that ends with a colon heads the actions after it, however they start: "备忘：", "Study:". Above plain
  // things it says what they are for, and stays ("Groceries:" above "milk").
  const isHeading = (piece: string, i: number) =>
    /[:：]\s*$/u.test(piece) && pieces.slice(i + 1).some((next) => namesAnAction(splitNumbering(next.piece).rest));
  const actions = pieces.filter(({ piece, inParagraph }, i) => {
    if (title !== undefined && i < (lines[0]?.length ?? 0) && !keepsItsTitle(piece, title)) return false;
    const next = pieces[i + 1]?.piece;
    const rule = !isHeading(piece, i) && !isAside(piece, next, inParagraph);
    const text = splitNumbering(piece).rest;
    // One piece, or an English one that opens with one of the engine's verbs and that the rules keep: nothing to weigh.
    if (pieces.length === 1 || (rule && !HAN.test(text) && startsWithEnglishAction(text))) return rule;
    const place = { isFirst: i === 0, isLast: i === pieces.length - 1, count: pieces.length, inParagraph };
    return learnedItem(readClause(text, next), { ...place, nextNamesAction: next !== undefined && namesAnAction(splitNumbering(next).rest) }, rule);
  });
  return (actions.length > 0 ? actions : pieces).map(({ piece }) => piece);
}
