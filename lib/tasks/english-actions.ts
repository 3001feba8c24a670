/**
 * English: cuts a line into actions at sentence ends, at "then" and "and also", and at a comma or
 * "and" that starts a new verb phrase. A line typed with no punctuation at all is also cut before a
 * verb that clearly starts a new action ("pick up the kids at 3 drop the car at the garage").
 */
import { commaPattern } from "./commas";
import { taggedAsAction } from "./english-tags";
import { ABBREVIATIONS, ACTION_VERBS, ENGLISH_CONNECTORS, ENGLISH_DAYS, ENGLISH_STOPWORDS, PARTICLES } from "./words";

/** The pieces of each sentence of the text, in order. */
export function splitEnglish(text: string): string[][] {
  const isPunctuated = /[.,;:!?()"“”\-–—]/.test(text);
  const sentences = splitSentences(text);
  // A verb the engine's words lack, read by the tagger with its object after it, starts an action too ("…, sterilise the
  // dummies"); in prose (more than one sentence, or longer than a list line) so does one before a particle ("block out…").
  const isProse = sentences.length > 1 || words(text).length > MAX_LIST_LINE_WORDS;
  const startsAction = (clause: string) => isActionVerb(firstWord(clause)) || opensWithUnlistedVerb(clause, isProse);
  return sentences.map((sentence) => {
    const pieces = splitOnThen(sentence)
      .flatMap((clause) => splitOnCommas(clause, startsAction))
      .flatMap((clause) => splitOnAnd(clause, startsAction, isProse))
      .map(dropReason);
    return isPunctuated ? pieces : pieces.flatMap(splitRunOn);
  });
}

/** A list line is short; past this, a line is prose (./clauses reads the same length). */
export const MAX_LIST_LINE_WORDS = 13;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const wordSet = (list: string) => new Set(words(list));
const firstWord = (text: string) => words(text)[0]?.toLowerCase() ?? "";

const DAY = `(?:${ENGLISH_DAYS})`;
/**
 * A day or a part of the calendar, and what places it: "next Tuesday", "this week", "on Friday", "later this month".
 * Its "next" or "later" is not a connector to drop ("Next Tuesday call the dentist").
 */
const WHEN = String.raw`(?:(?:(?:next|this|every|on|by|before|until|later)\s+)+(?:${DAY}|week(?:end)?|month|year|morning|afternoon|evening|night|today|tonight)|${DAY})\b`;
const LEADING_WHEN = new RegExp(String.raw`^${WHEN}[\s,]*`, "i");
const ONLY_WHEN = new RegExp(String.raw`^${WHEN}$`, "i");

/**
 * Words put before the verb that do not change the action: "I need to call the bank", "Tomorrow, pay rent",
 * "Next Tuesday call the dentist", "Before then print the payslips", and a hedge: "maybe stretch if there's time".
 */
const LEAD_IN = new RegExp(
  String.raw`^(?:${WHEN}[\s,]*|(?:so|still|also|then|and|plus|please|just|tomorrow|tonight|today|later|first|next|finally|maybe|perhaps|possibly|ideally|(?:before|by|until|after)\s+then)\b[\s,]*|(?:i\s+)?(?:really\s+)?(?:need|have|got|want|ought)\s+to\b\s*|(?:i\s+)?(?:should|must|will|shall|gotta)\b\s*|i'll\s+|(?:remember|don'?t forget|do not forget|try)\s+to\b\s*)+`,
  "i",
);

/** A verb that starts a to-do, also with "re-" before it: "re-read the notes", "re-book the table". */
const isActionVerb = (word: string) => ACTION_VERBS.has(word) || (word.startsWith("re-") && ACTION_VERBS.has(word.slice(3)));

/** Does the text start with something to do: "Book the van", "Need to email the landlord", "Tomorrow I should call Jo"? */
export function startsWithEnglishAction(text: string): boolean {
  return isActionVerb(firstWord(text.replace(LEAD_IN, "")).replace(/[^a-z'-]/g, ""));
}

/**
 * Does the clause read as a verb and its object, though the engine's words lack the verb ("Reconcile the bank feed",
 * "Prune the lemon tree")? The tagger reads its first word as a verb where a person says what they will do, and a
 * determiner or a pronoun opens what follows, or with `orParticle` a particle too ("block out Friday afternoon"). Never
 * without the tagger.
 */
export function opensWithUnlistedVerb(text: string, orParticle = false): boolean {
  const clause = text.replace(LEAD_IN, "");
  const second = secondWord(clause);
  const opensObject = OBJECT_OPENERS.has(second) || (orParticle && PARTICLES.has(second));
  return opensObject && !ENGLISH_STOPWORDS.has(firstWord(clause)) && taggedAsAction(clause) === true;
}

/** Splits at ". ", "; ", "! " and "? ", except after abbreviations such as "Dr." or "5 p.m." that do not end a sentence. */
export function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/([.;!?]+)\s+(?=\S)/g)) {
    const end = match.index + match[0].length;
    const before = text.slice(start, match.index);
    const lastWord = before.split(/\s+/).pop()?.toLowerCase() ?? "";
    const isAbbreviation = match[1] === "." && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord));
    // "Book vaccine appt. Buy adapter": a capitalised verb after the abbreviation starts a new sentence.
    const next = text.slice(end);
    if (isAbbreviation && !(/^[A-Z]/.test(next) && startsWithEnglishAction(next))) continue;
    const keep = isAbbreviation ? "." : match[1]!.replace(/[.;]/g, ""); // "!!" and "?" stay with their task
    pieces.push(before + keep);
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

const VERB_AHEAD = `(?=(?:${[...ACTION_VERBS].join("|")})\\b)`;
// A bare "then" is not a step when it names a moment: "before then print the payslips", "by then".
const THEN = new RegExp(
  `\\s*(?:,\\s*(?:and\\s+)?then\\b|\\band then\\b|,?\\s*after that\\b|,?\\s*afterwards\\b|(?<!\\b(?:before|by|until|till|since|from)\\s+)\\bthen\\s+${VERB_AHEAD})\\s*`,
  "i",
);

/** Splits at ", then", "and then", "after that" and a bare "then" followed by a verb. */
function splitOnThen(sentence: string): string[] {
  return sentence.split(THEN);
}

const JOINER = /^(?:and\s+also|and|also|plus)\s+/i;
/** "Finish the slides, maybe stretch if there's time": a hedged action is still an action of its own. */
const HEDGE = /^(?:maybe|perhaps|possibly|ideally)\s+/i;

/**
 * A verb phrase of two words or more: "trim the hedge", "review and approve the PR". Not a thing
 * in a list that happens to be a verb too: "water and eggs".
 */
function isVerbPhrase(text: string, startsAction: (clause: string) => boolean = (clause) => isActionVerb(firstWord(clause))): boolean {
  const phrase = text.replace(JOINER, "").replace(HEDGE, "").replace(LEADING_WHEN, "");
  const [verb, second, third] = words(phrase).map((word) => word.toLowerCase());
  if (!verb || !second || !startsAction(phrase)) return false;
  return !/^(?:and|or|&)$/.test(second) || ACTION_VERBS.has(third ?? "");
}

// A dash with spaces around it separates like a comma: "Renew the breakdown cover - book the dog groomer".
const COMMA_OR_DASH = commaPattern(String.raw`(\s*{,}\s*|\s+[-–—]\s+)`);
const LIST_COMMA = commaPattern(String.raw`\s*{,}\s*`);

/** Splits at a comma when a new verb phrase follows a complete action: "Mow the lawn, trim the hedge". */
function splitOnCommas(clause: string, startsAction: (clause: string) => boolean): string[] {
  const parts = clause.split(COMMA_OR_DASH);
  const pieces = [parts[0] ?? ""];
  for (let i = 1; i < parts.length; i += 2) {
    const chunk = parts[i + 1] ?? "";
    const current = pieces[pieces.length - 1]!;
    // After a dash, only between two actions: "Money stuff - cancel the gym" is a label (./asides).
    const isDash = !parts[i]!.includes(",");
    if (isVerbPhrase(chunk, startsAction) && words(current).length >= 2 && (!isDash || isVerbPhrase(current, startsAction))) pieces.push(chunk);
    else pieces[pieces.length - 1] = `${current}${isDash ? parts[i] : ", "}${chunk}`;
  }
  return pieces;
}

const SO = /^(.+?),?\s+so\s+(.+)$/is;

/**
 * "Sick kid at home today so cancel my 10am meeting": what comes before "so" is the reason for the
 * action after it, not a task. Kept when the reason is an action itself ("Book early so we get a table").
 */
function dropReason(piece: string): string {
  const match = SO.exec(piece);
  if (!match || startsWithEnglishAction(match[1]!) || !startsWithEnglishAction(match[2]!)) return piece;
  return match[2]!;
}

/**
 * On a line of a list, "Call the bank and ask about the fee" is one call: a verb of speech after one of contact stays
 * with it. A paragraph is split into all its actions, these too (docs/product.md §2).
 */
const CONTACT_VERBS = wordSet("call phone ring text email message contact visit see");
const SPEECH_VERBS = wordSet("ask tell remind let thank invite");

/**
 * Splits at "and" / "&" / "also" / "plus" when both sides are actions of two words or more and the
 * right side starts with a verb. "Call mom and dad" and "Wash and fold laundry" stay whole.
 */
function splitOnAnd(clause: string, startsAction: (clause: string) => boolean, isProse: boolean): string[] {
  // "+" and "/" between two actions join them as "and" does: "Top up the gas meter + buy bread".
  const parts = clause.split(/(\s+(?:and\s+also|and|&|\+|\/|also|plus)\s+)/i);
  const pieces: string[] = [parts[0] ?? ""];
  for (let i = 1; i < parts.length; i += 2) {
    const next = parts[i + 1] ?? "";
    const current = pieces[pieces.length - 1]!;
    const sameCall = !isProse && CONTACT_VERBS.has(firstWord(current)) && SPEECH_VERBS.has(firstWord(next));
    // "Pay the gas, electric and water bills": after a list of things, "and" brings its last one, unless a verb
    // with an object of its own follows ("…cheese and apples and make the pasta salad").
    const items = current.split(LIST_COMMA);
    const endsList = items.length > 1 && !isVerbPhrase(items.at(-1)!) && !secondWordFollowsAVerb(next);
    // "Wash, dry and fold the scrubs": verbs alone before "and" share the object of the last.
    // So does a verb and its particle alone: "Read through and sign the new contract", "Fill in and return the form".
    const sharesObject =
      (items.length > 1 && items.every((item) => words(item).length === 1)) || (items.length === 1 && isVerbAndParticleAlone(current));
    if (startsAction(next) && words(next).length >= 2 && words(current).length >= 2 && !sameCall && !endsList && !sharesObject) pieces.push(next);
    else pieces[pieces.length - 1] = current + parts[i] + next;
  }
  return pieces;
}

/** Verbs that are seldom nouns, so they start an action wherever they stand in an unpunctuated line. */
const PLAIN_VERBS = wordSet("buy pay pick bring send take get give fix finish cancel renew ask tell feed collect");
/** Words after which a verb does not start a new action: "to pay", "can do", "the walk", "more water". */
const NO_BREAK_AFTER = wordSet(`
  a an the my your his her our their its this that these those some any more less much many no every each to can could will would
  should must may might do does did not i you he she we they it and or of for with at in on by from into about
`);
/**
 * Verbs that take another verb two words on: "help Mum clean", "let the dog out", "have the kids tidy up".
 * Not "get", which takes "to" ("get Sam to fix it"), so "get stamps post the forms" is two actions.
 */
const CAUSATIVES = wordSet("help let make have watch see hear");
/** What follows any other verb that starts a new action: a thing ("drop the car"), not a place or a time ("run on Friday"). */
const OBJECT_START = wordSet("a an the my your his her our their some up out off back down him them it");
const SUBORDINATORS = wordSet("if when whether that because until before after while unless once");

/** Cuts an unpunctuated run of actions before each verb that starts a new one. */
function splitRunOn(clause: string): string[] {
  const all = words(clause);
  const lower = all.map((word) => word.toLowerCase());
  const pieces: string[] = [];
  let start = 0;
  for (let i = 2; i < all.length - 1; i++) {
    const [previous, word, next] = [lower[i - 1]!, lower[i]!, lower[i + 1]!];
    const startsAction = ACTION_VERBS.has(word) && (PLAIN_VERBS.has(word) || OBJECT_START.has(next));
    const before = lower.slice(start, i);
    const canBreak =
      !NO_BREAK_AFTER.has(previous) &&
      !ACTION_VERBS.has(previous) &&
      !before.slice(-2).some((w) => CAUSATIVES.has(w)) &&
      !before.some((w) => SUBORDINATORS.has(w));
    // A time alone says when to do the action after it: "next month renew the insurance".
    if (startsAction && canBreak && before.length >= 2 && !ONLY_WHEN.test(before.join(" "))) {
      // "and", then a time, then the verb: the time says when to do what follows ("email Jo and next month renew the
      // insurance"); without the "and" it closes the action before ("call mum on friday book the vet").
      const when = [2, 1].find((n) => i - n > start + 1 && lower[i - n - 1] === "and" && ONLY_WHEN.test(lower.slice(i - n, i).join(" "))) ?? 0;
      const cut = when > 0 ? i - when - 1 : i;
      pieces.push(all.slice(start, cut).join(" "));
      start = cut;
    }
  }
  pieces.push(all.slice(start).join(" "));
  return pieces;
}

// "Oh and buy a charger": an "oh" before a connector is part of it.
const LEADING_ENGLISH_CONNECTOR = new RegExp(
  `^[\\s,;:]*(?:oh,?\\s+(?=and|also|plus))?(?:(?!${WHEN})(?:${ENGLISH_CONNECTORS.join("|")})\\b[\\s,]*)*`,
  "i",
);

/** "…at the beach, so book the parking": the "so" that leads to an action is not part of it ("So tired" keeps its "so"). */
const LEADING_SO = /^so\b[\s,]*/i;

export function cleanEnglish(piece: string): string {
  const text = piece.trim().replace(LEADING_ENGLISH_CONNECTOR, "");
  const unled = text.replace(LEADING_SO, "");
  return (unled !== text && startsWithEnglishAction(unled) ? unled : text)
    .replace(/[\s,;:]+$/, "")
    .replace(/(?<!\b[a-z]\.[a-z])\.+$/i, "") // a closing full stop, but not the one of "5 p.m."
    .trim();
}

/** The verb and any particle after it: "bring back", "write down", "send in". */
const VERB_AND_PARTICLE = "(\\S+)(?:\\s+(?:up|out|off|in|on|down|back|over|away|through|round|along))?";
const VERB_AND_PARTICLE_ALONE = new RegExp(`^${VERB_AND_PARTICLE}$`, "i");
/** A verb of the engine's with only its particle after it, waiting for the object of what follows: "Read through". */
const isVerbAndParticleAlone = (clause: string) => {
  const match = VERB_AND_PARTICLE_ALONE.exec(clause.trim().replace(LEAD_IN, ""));
  return match !== null && isActionVerb(match[1]!.toLowerCase());
};
/**
 * Words that stand for a thing or a person named before: "sign it", "bring them back in", "drop him at Nan's", "ask her
 * about Sunday". "Her" before a noun is whose it is ("book her appointment"), and names nothing before.
 */
const BACK_REFERENCE = new RegExp(
  `^${VERB_AND_PARTICLE}\\s+(?:it|them|these|those|him|her(?=\\s*$|\\s+(?:to|at|from|for|in|on|up|off|back|about|with|a|an|the|some|that)\\b))\\b`,
  "i",
);

/**
 * "It" or "them" later in the action points back too: "book a courier for them", "order blinds to fit it", "take a
 * photo of it". Not "it" that says how something is ("…, it's overdue").
 */
const LATER_BACK_REFERENCE = /^(\S+)\s.*\b(?:it|them)\b(?!['’]s|\s+(?:is|was|are|were|has|had|will|needs?|looks?|seems?)\b)/i;

/**
 * Does the action's object point back to a thing named before it ("sign it", "send them to Carlos"),
 * so that it is not a task alone?
 */
export function refersBackInEnglish(piece: string): boolean {
  const action = cleanEnglish(piece).replace(LEAD_IN, "");
  const match = BACK_REFERENCE.exec(action) ?? LATER_BACK_REFERENCE.exec(action);
  // A verb the engine's words lack counts when the tagger reads one: "sterilise them", "air it".
  return match !== null && (isActionVerb(match[1]!.toLowerCase()) || taggedAsAction(action) === true);
}

/**
 * Verbs of getting to a place or a tool, which make a first step towards what is done there: "Open the
 * budget sheet and fill in March", "Log into the bank app and check the direct debits", "Come back at lunch and let
 * the dog out", "Drive to the tip and drop off the old telly", "Pop into Boots and pick up Dad's prescription", "Get on
 * the NHS app and order the repeat prescription".
 */
const FIRST_STEP =
  /^(?:open|pull\s+up|log\s+(?:in|into|on|onto)|sign\s+(?:in|into)|go\s+(?:to|into|onto|online|through|back|home)|come\s+(?:back|home)|(?:drive|walk|cycle|pop|nip|head|run|swing|stop|drop)\s+(?:(?:back|over|round|down|up)\s+)?(?:to|into|in\s+at|by|round\s+to)|(?:get|go|jump|hop)\s+(?:on|onto)\s+(?:the|my|our|your)\b)\b/i;

export const isFirstStepInEnglish = (piece: string) => FIRST_STEP.test(cleanEnglish(piece).replace(LEAD_IN, ""));

/** Words that open a thing named as an object: "Shred the statements", "Email them". */
const OBJECT_OPENERS = wordSet(
  "a an the my your his her our their its this that these those some any all both each every few several it them him me us",
);
/** Words after a verb that begin its object or finish it: "Water the plants", "Get it checked", "Pick up milk". */
const OBJECT_OR_PARTICLE = new Set([...OBJECT_OPENERS, ...wordSet("up out off in on down back over away round")]);
/** Does the clause's second word open an object, so its first word is a verb ("Shred the statements")? */
const secondWord = (clause: string) => words(cleanEnglish(clause).toLowerCase())[1] ?? "";
export const secondWordFollowsAVerb = (clause: string) => OBJECT_OPENERS.has(secondWord(clause));

const BE_OR_HAVE = wordSet("is are was were has have had isn't aren't wasn't hasn't");
/** Verbs that say how a thing stands, beside those that start a to-do: "Phone contract ends in May". */
const STATE_VERBS = wordSet("end expire start arrive leak break need close run");

/**
 * A clause that starts with a word that can be a verb but says how a thing stands: a noun of one or two
 * words, then "is", "has" or a verb of state that agrees with it ("Book is due back Friday", "Phone
 * contract ends in May"). Not "Water the plants" nor "Get it checked": a determiner or a pronoun after
 * the verb is its object.
 */
export function readsAsStatementInEnglish(piece: string): boolean {
  const [first, second = "", third = ""] = words(cleanEnglish(piece).toLowerCase());
  if (!first || OBJECT_OR_PARTICLE.has(second)) return false;
  if (BE_OR_HAVE.has(second) || BE_OR_HAVE.has(third)) return true;
  return third.endsWith("s") && (STATE_VERBS.has(third.slice(0, -1)) || STATE_VERBS.has(third.replace(/es$/, "")));
}
