/**
 * A small learned reading on top of the clause rules (decision record 001, "a learned reading of clause
 * boundaries"). The rules decide four things: whether a Chinese clause stays in the piece of the one
 * before it (./chinese-actions), whether a clause belongs to the task of the one before it, whether a
 * clause of a paragraph holds anything to do, and whether a line of several is a task or a heading or a
 * mood (./clauses). Each decision is also described here as a few dozen facts (the rule's own answer,
 * what each clause is, what separates them, its first and last words, the tagger's parts of speech), and
 * logistic models trained on the development sets weigh them, one for each decision in each language, so that
 * what is learned from Chinese never moves an English decision (scripts/train-clause-model.ts writes
 * ./clause-model.json; a test keeps it trained on the sets as they are). The rule's answer is one fact
 * among the others, so where the models have learned nothing, the rule decides.
 */
import trained from "./clause-model.json";
import { hasTagger, taggedParts } from "./english-tags";
import { verbAt } from "./chinese-verbs";
import { weigh, type Weights } from "./weights";

/** What the rules (./clauses, ./chinese-actions) read of a clause, and its text. */
export interface ClauseFacts {
  text: string;
  /** It opens with something to do (after a label or a time) and is no news. */
  isAction: boolean;
  /** Surely not something to do, so a paragraph can leave it out: news, or no verb where a person would put one. */
  readonly isSurelyNotAction: boolean;
  /** A feeling or a heading: never what an action refers to. */
  isMood: boolean;
  /** Its object is a thing named before it: a pronoun ("pay it", "交了它") or, in Chinese, left unsaid ("发给会计"). */
  refersBack: boolean;
  /** Its object is a pronoun, which points back even in prose, where Chinese leaves objects unsaid freely. */
  hasPronounObject: boolean;
  /** Getting to a place or a tool, a first step towards what is done there ("Open the budget sheet", "登录网银"). */
  isFirstStep: boolean;
  /** Shaped as a verb and its object though the engine's words lack the verb ("Reconcile the bank feed"): not context. */
  readonly readsAsAction?: boolean;
  /** It opens with 顺便, 另外, 还要…: one more errand, never what the one before leads to ("车险快到期了续上，顺便洗个车"). */
  addsAnother?: boolean;
}

/**
 * Does a clause stay in the piece of the one before (the Chinese splitter), belong to its task (the joiner), is it kept
 * (in a paragraph), and is a line or piece of the text a task rather than a heading or a mood?
 */
export type Decision = "stay" | "join" | "keep" | "item";

/** The language a decision is taken in: each has its own models. */
export type Language = "en" | "zh";
/** The models of each decision, in each language; English has no stay (the Chinese splitter's decision). */
export type Models = Record<Language, Partial<Record<Decision, Weights>>>;

/** The rules alone: a model that has learned nothing but to follow them. */
const RULES_ALONE: Weights = { bias: 0, weights: { "rule:true": 1, "rule:false": -1 } };
let model: Models = trained;

/** Weighs with other models, or with the rules alone (null) until called again with `undefined`; for training only. */
export function weighWith(weights: Models | null | undefined): void {
  model = weights === undefined ? trained : (weights ?? { en: {}, zh: {} });
}

/** A decision the rules took, and the facts the model reads; a training run collects them (scripts/train-clause-model.ts). */
export interface DecisionRecord {
  decision: Decision;
  language: Language;
  rule: boolean;
  facts: string[];
  /** The clauses it is about: the previous and the next for a stay or a join, the clause itself for a keep or an item. */
  clauses: string[];
}

let recorder: ((record: DecisionRecord) => void) | null = null;
/** Collects every decision taken until it is called again with null; for training only. */
export function recordDecisions(listener: ((record: DecisionRecord) => void) | null): void {
  recorder = listener;
}

const HAN = /\p{Script=Han}/u;
const FINITE = new Set(["PastTense", "Copula", "Modal", "PresentTense"]);

/** Facts about one clause, each name prefixed with its side (`p` the previous clause, `n` the next one). */
function featuresOf(side: string, clause: ClauseFacts): string[] {
  const facts: string[] = [];
  const flags = ["isAction", "isSurelyNotAction", "isMood", "refersBack", "hasPronounObject", "isFirstStep", "readsAsAction", "addsAnother"] as const;
  for (const flag of flags) if (clause[flag]) facts.push(`${side}:${flag}`);
  const text = clause.text.trim();
  if (HAN.test(text)) {
    const han = text.replace(/[^\p{Script=Han}]/gu, "");
    facts.push(`${side}:first1=${han.slice(0, 1)}`, `${side}:first2=${han.slice(0, 2)}`, `${side}:last1=${han.slice(-1)}`);
    facts.push(`${side}:han=${Math.min(han.length, 12) >> 2}`);
    if (/了$/u.test(han)) facts.push(`${side}:endsLe`);
    // Where its first verb stands, and what comes before it: a thing named first ("不要的东西挂闲鱼"), or who does it
    // ("手术同意书我来签").
    let at = 0;
    while (at < han.length && verbAt(han.slice(at)) === null) at++;
    if (at === han.length) at = -1;
    facts.push(`${side}:verbAt=${at < 0 ? "none" : at === 0 ? "0" : at <= 2 ? "1-2" : at <= 5 ? "3-5" : "6+"}`);
    if (at > 0 && han.slice(0, at).includes("的")) facts.push(`${side}:thingBeforeVerb`);
    if (at > 0 && /[我你他她][来去]?$/u.test(han.slice(0, at))) facts.push(`${side}:whoBeforeVerb`);
  } else {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    facts.push(`${side}:first=${words[0] ?? ""}`, `${side}:last=${(words.at(-1) ?? "").replace(/[^a-z0-9']/g, "")}`);
    facts.push(`${side}:words=${Math.min(words.length, 9) >> 1}`);
    const parts = taggedParts(text, 6);
    for (const [i, tags] of parts.slice(0, 2).entries()) for (const part of tags) facts.push(`${side}:tag${i}=${part}`);
    // The shape of its opening ("Noun-Preposition-Noun" for "Charge on the Visa…") and whether a verb that agrees with a
    // subject comes after the first word ("…looks wrong", "…got approved").
    if (parts.length > 0)
      facts.push(
        `${side}:shape=${parts
          .slice(0, 3)
          .map((tags) => tags[0] ?? "-")
          .join("-")}`,
      );
    if (parts.slice(1).some((tags) => tags.some((part) => FINITE.has(part)))) facts.push(`${side}:finiteLater`);
  }
  if (/[!！?？]$/u.test(text)) facts.push(`${side}:exclaims`);
  if (/\d/u.test(text)) facts.push(`${side}:digit`);
  return facts;
}

/** What separates two clauses: a comma, "and", a dash, 并… */
function separatorFact(between: string): string {
  const text = between.trim().toLowerCase();
  if (text === "") return "between:space";
  const words = text
    .replace(/[,，、;；]/gu, " , ")
    .split(/\s+/)
    .filter(Boolean);
  return `between:${words.slice(0, 2).join(" ")}`;
}

function decide(decision: Decision, language: Language, rule: boolean, facts: string[], clauses: string[]): boolean {
  const all = [...facts, `rule:${rule}`];
  recorder?.({ decision, language, rule, facts: all, clauses });
  return weigh(model[language][decision] ?? RULES_ALONE, all) > 0;
}

/**
 * Decisions the models do not take, asked before any fact is read. The models learned English with the tagger's parts
 * of speech among the facts, so until the tagger has loaded (./english-tags) English is the rules' alone. And an
 * English clause that opens with one of the engine's own verbs and reads as no news is always kept: the models may find
 * an action the rules missed, never lose one they surely found ("Pay rent!!").
 */
const byRulesAlone = (...clauses: ClauseFacts[]) => !hasTagger() && !clauses.some((clause) => HAN.test(clause.text));
const surelyKept = (clause: ClauseFacts, rule: boolean) => rule && clause.isAction && !HAN.test(clause.text);
/** A feeling or a heading the rules set apart from the action after it stays apart, so it can be left out ("今天好累，去银行"). */
const moodApart = (previous: ClauseFacts, rule: boolean) => !rule && previous.isMood;
/** Two clauses that hold no action and that the rules keep together say one thing, left out as one ("体检报告出来了，有几项偏高"). */
const newsTogether = (previous: ClauseFacts, next: ClauseFacts, rule: boolean) => rule && previous.isSurelyNotAction && next.isSurelyNotAction;
/** After a space rather than a comma, an action the rules set apart stays apart: spaces separate a list's items ("年终奖发了🎉 提前还一部分房贷"). */
const spacedApart = (next: ClauseFacts, between: string, rule: boolean) => !rule && next.isAction && /^\s+$/u.test(between);

/** A clause with Chinese characters is read by the Chinese models, any other by the English ones. */
const languageOf = (clause: ClauseFacts): Language => (HAN.test(clause.text) ? "zh" : "en");

/** Facts about two clauses side by side and what separates them, in a context ("line" or "paragraph", "zh" or "en"). */
function boundaryFacts(previous: ClauseFacts, next: ClauseFacts, between: string, context: string[], rule: boolean): string[] {
  const facts = [...context, separatorFact(between), ...featuresOf("p", previous), ...featuresOf("n", next)];
  return [...facts, ...context.map((where) => `rule:${rule}&${where}`)];
}

/** Does `next` belong to the task of `previous`, the clause just before it? `rule` is what the rules say. */
export function learnedJoin(previous: ClauseFacts, next: ClauseFacts, between: string, inParagraph: boolean, rule: boolean): boolean {
  if (byRulesAlone(previous, next) || moodApart(previous, rule)) return rule;
  const language = languageOf(next);
  const context = [inParagraph ? "paragraph" : "line", language];
  return decide("join", language, rule, boundaryFacts(previous, next, between, context, rule), [previous.text, next.text]);
}

/** Does a Chinese clause stay in the piece of the clause before it, as the splitter reads them? `rule` is what the rules say. */
export function learnedStay(previous: ClauseFacts, next: ClauseFacts, between: string, inParagraph: boolean, rule: boolean): boolean {
  if (moodApart(previous, rule) || newsTogether(previous, next, rule) || spacedApart(next, between, rule)) return rule;
  const context = [inParagraph ? "paragraph" : "line", "zh"];
  return decide("stay", "zh", rule, boundaryFacts(previous, next, between, context, rule), [previous.text, next.text]);
}

/**
 * In a paragraph, does the clause hold something to do, so that it is kept? `rule` is what the rules say. A Chinese
 * clause has no sure reading as an English one has (a time and a verb open news as often as a to-do: "下个月开始上夜班"),
 * so there the model always weighs the rule's answer with the rest.
 */
export function learnedKeep(clause: ClauseFacts, isFirst: boolean, rule: boolean): boolean {
  if (byRulesAlone(clause) || surelyKept(clause, rule)) return rule;
  const language = languageOf(clause);
  const context = [language, isFirst ? "first" : "later"];
  const facts = [...context, ...featuresOf("c", clause), ...context.map((where) => `rule:${rule}&${where}`)];
  return decide("keep", language, rule, facts, [clause.text]);
}

/** Where a piece stands among the pieces of the text: first, last, how many, whether its line held others, what follows. */
export interface ItemPlace {
  isFirst: boolean;
  isLast: boolean;
  count: number;
  inParagraph: boolean;
  nextNamesAction: boolean;
}

/**
 * Of several lines or pieces, is this one a task rather than a heading or a mood ("周末带娃计划🧸" above four actions)?
 * `rule` is what the rules say.
 */
export function learnedItem(clause: ClauseFacts, place: ItemPlace, rule: boolean): boolean {
  if (byRulesAlone(clause) || surelyKept(clause, rule)) return rule;
  const where = place.isFirst ? "first" : place.isLast ? "last" : "middle";
  const language = languageOf(clause);
  const context = [language, where, place.inParagraph ? "piece" : "line"];
  const facts = [...context, `count=${Math.min(place.count, 6)}`, ...featuresOf("c", clause)];
  if (place.nextNamesAction) facts.push("nextNamesAction");
  if (/[:：]\s*$/u.test(clause.text)) facts.push("endsColon");
  if (/\p{Extended_Pictographic}\uFE0F?\s*$/u.test(clause.text)) facts.push("endsEmoji");
  facts.push(...context.map((part) => `rule:${rule}&${part}`));
  return decide("item", language, rule, facts, [clause.text]);
}
