/**
 * Splits one typed line that holds several actions into short separate tasks:
 * "Call the dentist, then buy milk and finish the report by Friday"
 *   -> "Call the dentist", "Buy milk", "Finish the report by Friday".
 * A line that lists things for one action ("Buy apples, bananas and milk") stays whole.
 */
import { splitNumbering } from "./lines";
import { ABBREVIATIONS, ACTION_VERBS, CHINESE_ACTION_VERBS, CHINESE_CONNECTORS, ENGLISH_CONNECTORS } from "./words";

const HAN = /\p{Script=Han}/u;

export function splitActions(line: string): string[] {
  const { number, rest } = splitNumbering(line);
  const pieces = HAN.test(rest) ? splitChinese(rest) : splitEnglish(rest);
  const cleaned = pieces.map(HAN.test(rest) ? cleanChinese : cleanEnglish).filter((p) => p.length > 0);
  if (cleaned.length <= 1) return [line];
  const tasks = cleaned.map(capitalise);
  tasks[0] = number + tasks[0];
  return tasks;
}

// ---------------------------------------------------------------------------------------------
// English

function splitEnglish(text: string): string[] {
  return splitSentences(text).flatMap(splitOnThen).flatMap(splitOnAnd);
}

/** Splits at ". ", "; ", "! " and "? ", except after abbreviations such as "Dr." or "5 p.m.". */
function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/([.;!?]+)\s+(?=\S)/g)) {
    const end = match.index + match[0].length;
    const before = text.slice(start, match.index);
    const lastWord = before.split(/\s+/).pop()?.toLowerCase() ?? "";
    const isAbbreviation = match[1] === "." && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord));
    if (isAbbreviation) continue;
    const keep = match[1]!.replace(/[.;]/g, ""); // "!!" and "?" stay with their task
    pieces.push(before + keep);
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

const VERB_AHEAD = `(?=(?:${[...ACTION_VERBS].join("|")})\\b)`;
const THEN = new RegExp(`\\s*(?:,\\s*(?:and\\s+)?then\\b|\\band then\\b|,?\\s*after that\\b|,?\\s*afterwards\\b|\\bthen\\s+${VERB_AHEAD})\\s*`, "i");

/** Splits at ", then", "and then", "after that" and a bare "then" followed by a verb. */
function splitOnThen(sentence: string): string[] {
  return sentence.split(THEN);
}

/**
 * Splits at "," / "and" / "&" / "also" / "plus" when both sides are actions of two words or more
 * and the right side starts with a verb. "Call mom and dad" and "Wash and fold laundry" stay whole.
 */
function splitOnAnd(clause: string): string[] {
  const parts = clause.split(/(\s*,\s*(?:and\s+|also\s+|plus\s+)?|\s+(?:and|&|also|plus)\s+)/i);
  const pieces: string[] = [parts[0] ?? ""];
  for (let i = 1; i < parts.length; i += 2) {
    const next = parts[i + 1] ?? "";
    const firstWord = next.split(/\s+/)[0]?.toLowerCase() ?? "";
    const current = pieces[pieces.length - 1]!;
    if (ACTION_VERBS.has(firstWord) && wordCount(next) >= 2 && wordCount(current) >= 2) pieces.push(next);
    else pieces[pieces.length - 1] = current + parts[i] + next;
  }
  return pieces;
}

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

const LEADING_ENGLISH_CONNECTOR = new RegExp(`^(?:${ENGLISH_CONNECTORS.join("|")})\\b[\\s,]*`, "i");

function cleanEnglish(piece: string): string {
  return piece
    .trim()
    .replace(LEADING_ENGLISH_CONNECTOR, "")
    .replace(/[\s,;:]+$/, "")
    .replace(/(?<!\b[a-z]\.[a-z])\.+$/i, "") // a closing full stop, but not the one of "5 p.m."
    .trim();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------
// Chinese

/** A clause that only says when or where ("明天下午", "周五之前") belongs to the action after it. */
const TIME_PHRASE =
  "(?:(?:今天|明天|后天|今晚|明早|早上|上午|中午|下午|晚上|周[一二三四五六日天末]|星期[一二三四五六日天]|下班|月底|\\d{1,2}[点:：]\\d{0,2})(?:之?前|之?后|以前)?)+";
const TIME_ONLY = new RegExp(`^${TIME_PHRASE}$`, "u");
const TIME_PREFIX = new RegExp(`^${TIME_PHRASE}`, "u");
const CONNECTOR_START = new RegExp(`^(?:${CHINESE_CONNECTORS.join("|")})`, "u");
const startsWithVerb = (text: string) => CHINESE_ACTION_VERBS.some((verb) => text.startsWith(verb));

function splitChinese(text: string): string[] {
  return text
    .split(/(?<=[！!？?])|[。；;]+/u)
    .flatMap(splitChineseCommas)
    .flatMap((clause) => clause.split(/(?:然后再|然后|接着|随后)/u))
    .flatMap(splitChineseAnd);
}

/** Splits at "，" when the next clause is a new action (starts with a verb or a connector). */
function splitChineseCommas(sentence: string): string[] {
  const clauses = sentence.split(/[，,]\s*/u);
  const pieces: string[] = [clauses[0] ?? ""];
  for (const clause of clauses.slice(1)) {
    const current = pieces[pieces.length - 1]!;
    const startsAction = CONNECTOR_START.test(clause) || startsWithVerb(clause.replace(TIME_PREFIX, ""));
    if (startsAction && !TIME_ONLY.test(current)) pieces.push(clause);
    else pieces[pieces.length - 1] = `${current}${TIME_ONLY.test(current) ? "" : "，"}${clause}`;
  }
  return pieces;
}

/** Splits at 和 / 并 / 并且 when a verb follows: "打扫房间和洗衣服" -> "打扫房间", "洗衣服". */
function splitChineseAnd(clause: string): string[] {
  const match = /(.{2,}?)(?:并且|并|和|还要)(.{2,})/u.exec(clause);
  if (!match || !startsWithVerb(match[2]!)) return [clause];
  return [match[1]!, ...splitChineseAnd(match[2]!)];
}

// 再 and 先 are connectors on their own, but not in 再次 (again) or 先生 (Mr).
const LEADING_CHINESE_CONNECTOR = new RegExp(`^(?:${CHINESE_CONNECTORS.filter((c) => c !== "再" && c !== "先").join("|")}|再(?!次)|先(?!生))`, "u");

function cleanChinese(piece: string): string {
  return piece
    .trim()
    .replace(LEADING_CHINESE_CONNECTOR, "")
    .replace(/[\s，,。.、；;:：]+$/u, "")
    .trim();
}
