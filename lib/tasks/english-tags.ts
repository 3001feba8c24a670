/**
 * Parts of speech for English clauses, from a small offline tagger (`compromise`, its "two" build:
 * the lexicon and the tagger, no more), so the clause rule (./clauses) reads each word's part rather
 * than looking it up in a list (decision record 001). The tagger is loaded on demand, in the browser
 * only when a person asks for Sort for Me or Add Emoji; until it is loaded the rule reads the engine's
 * own word lists instead, so the engine never waits for it and never fails without it.
 */
type Tagger = typeof import("compromise/two").default;

let tagger: Tagger | null = null;
let loading: Promise<void> | null = null;

/** Loads the tagger once; a failure (offline, before the file was kept) leaves the word lists in charge and is tried again next time. */
export function loadEnglishTagger(): Promise<void> {
  loading ??= import("compromise/two").then(
    (module) => {
      tagger = module.default;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/** Has the tagger loaded (the clause model reads English with its parts of speech only then)? */
export const hasTagger = () => tagger !== null;

interface Term {
  text: string;
  tags: ReadonlySet<string>;
}

/**
 * The clauses read last: one clause is asked about several times in a row (news? a verb at all? a report?), and a list is
 * read again on every preview, with a line or two changed. Enough for a long list; the task bench reads a list whose
 * every line is new as well, so this cannot flatter it.
 */
const read = new Map<string, Term[]>();
const READ_KEPT = 128;

/** The clause's words and their parts, in order (read from the parsed document, which is cheaper than its JSON). */
function tag(text: string): Term[] {
  if (!tagger) return [];
  let terms = read.get(text);
  if (!terms) {
    terms = tagger(text)
      .docs.flat()
      .map((term) => ({ text: term.text, tags: term.tags ?? new Set<string>() }));
    if (read.size >= READ_KEPT) read.clear();
    read.set(text, terms);
  }
  return terms;
}

/** Words that can stand in a thing's name before its verb: "Gas bill came", "Car's MOT is due", "Library books are due". */
const IN_SUBJECT = ["Noun", "Adjective", "Determiner", "Possessive", "Value", "Acronym"];
/** A verb that says how things stand or went, agreeing with a subject: "came", "expires", "is", "'s broken". */
const FINITE = ["PastTense", "Copula", "Auxiliary", "PresentTense"];

/**
 * Is the clause news about a thing (a subject of one or more nouns, then a verb that agrees with it:
 * "Gas bill came", "Water bill arrived", "Heating's playing up again", "Registration closes Friday")
 * rather than something to do ("Water the plants", "Back up the laptop")? Null without the tagger.
 */
export function taggedAsStatement(clause: string): boolean | null {
  if (!tagger) return null;
  const terms = tag(clause);
  // A name's first word may read as a verb ("Fix for the leak didn't work", "Ring on the hob won't light"): with what
  // it is of or for after it, the verb after that is the one that tells, unless it opens a clause about the object
  // ("Wait for the parcel Mum sent").
  // So may a name of two nouns ("Pay slip looks off", "Book club meets on Thursday") when a verb that tells of it follows,
  // with something after it ("Clean kitchen floors" ends on its plural).
  const firstReadsAsVerb =
    terms[0]?.tags.has("Verb") === true &&
    (terms[1]?.tags.has("Preposition") === true || (isPlainNoun(terms[1]) && terms.length > 3 && terms[2]!.tags.has("Verb")));
  const verb = terms.findIndex((term, i) => term.tags.has("Verb") && (!firstReadsAsVerb || i > 1));
  if (verb <= 0) return false;
  const subject = terms.slice(0, verb);
  if (!subject.some((term) => term.tags.has("Noun")) || subject.some((term) => term.tags.has("Pronoun"))) return false;
  if (firstReadsAsVerb && !tellsOfTheSubject(terms[verb]!, subject)) return false;
  // A thing's name may hold what it is of, from or for ("Review of the café went up", "Email from nursery says…"), and
  // a word may say when or how before its verb ("…still hasn't shipped").
  const inSubject = (term: Term, i: number) =>
    IN_SUBJECT.some((part) => term.tags.has(part)) ||
    (i === 0 && firstReadsAsVerb) ||
    (i > 0 && term.tags.has("Preposition")) ||
    (i === subject.length - 1 && term.tags.has("Adverb"));
  if (!subject.every(inSubject)) return false;
  if (firstReadsAsVerb) return true;
  const finite = terms[verb]!;
  if (!FINITE.some((part) => finite.tags.has(part)) || finite.tags.has("Imperative")) return false;
  // "Finish slides", "Compare quotes": a verb in -s may be a plural noun, the object of a first word read as a verb.
  const isPlainPresent = !["PastTense", "Copula", "Auxiliary"].some((part) => finite.tags.has(part));
  return !(isPlainPresent && taggedAsAction(clause));
}

/** A noun that is not a person's name or a pronoun: "slip" of "Pay slip". */
const isPlainNoun = (term: Term | undefined) =>
  term !== undefined && term.tags.has("Noun") && !["Pronoun", "ProperNoun", "Person", "Verb"].some((part) => term.tags.has(part));

/** Words that open a clause about the thing before them: "the bus that comes at six". */
const OPENS_A_CLAUSE = new Set(["that", "which", "who", "whose", "where", "when"]);
/**
 * After a first word read as a verb, does the verb say how the thing named stands ("didn't", "won't", "is", "starts",
 * "stopped")? Not after a person, who would be the one doing it ("Wait for the parcel Mum sent", "Go to the shop Dad
 * is at").
 */
const tellsOfTheSubject = (verb: Term, subject: readonly Term[]) => {
  if (subject.some((term) => OPENS_A_CLAUSE.has(term.text.toLowerCase()))) return false;
  if (["ProperNoun", "Actor", "Person"].some((part) => subject.at(-1)!.tags.has(part))) return false;
  return (
    ["Auxiliary", "Copula", "Modal", "PastTense"].some((part) => verb.tags.has(part)) || (verb.tags.has("PresentTense") && /s$/iu.test(verb.text))
  );
};

/**
 * Does the clause start with a verb, read as something a person will do ("I will hoover the stairs")?
 * Null without the tagger.
 */
export function taggedAsAction(clause: string): boolean | null {
  if (!tagger) return null;
  const text = clause.trim();
  if (!text) return false;
  const terms = tag(`I will ${text.charAt(0).toLowerCase()}${text.slice(1)}`);
  return terms[2]?.tags.has("Verb") ?? false;
}

/** Does the clause hold no verb at all, read as it stands ("Bathroom reno", "Payday on Friday")? Null without the tagger. */
export function taggedWithoutVerb(clause: string): boolean | null {
  if (!tagger) return null;
  return !tag(clause).some((term) => term.tags.has("Verb"));
}

/**
 * Does the clause open with a verb that reports rather than asks ("Got the letter about the school place", "Been
 * putting this off", "Can't believe it's June", "Wedding in three weeks"): a past tense, an auxiliary, a modal or
 * an -ing form, never the plain form a to-do starts with? Null without the tagger.
 */
export function taggedAsReport(clause: string): boolean | null {
  if (!tagger) return null;
  const first = tag(clause)[0];
  if (!first || first.tags.has("Infinitive") || first.tags.has("Imperative")) return false;
  // An -ing form has a stem before its ending: "Wedding", "Running late"; not "ping" or "bring".
  const isGerund = first.tags.has("Gerund") && /^[a-z]{3,}ing$/i.test(first.text);
  return isGerund || ["PastTense", "Auxiliary", "Modal"].some((part) => first.tags.has(part));
}

/**
 * Does the clause say how the writer is, with no subject and nothing done to a thing: an adjective or a past
 * participle, perhaps after an adverb, with no object after it and no verb later ("Wrecked after four nights",
 * "Totally exhausted", "Sick of this rain", "So nauseous today")? Not news ("Got the letter", "Broke my phone": a past
 * tense with an object) nor a thing ("Back pain again"). Null without the tagger.
 */
export function taggedAsFeeling(clause: string): boolean | null {
  if (!tagger) return null;
  const terms = tag(clause);
  const start = terms.findIndex((term) => !term.tags.has("Adverb"));
  const [state, after] = [terms[start], terms[start + 1]];
  if (!state || !(state.tags.has("Adjective") || (state.tags.has("PastTense") && !state.tags.has("Auxiliary")))) return false;
  // A verb later makes the words before it a subject: "Light on the dashboard came on" is news.
  if (terms.slice(start + 1).some((term) => term.tags.has("Verb"))) return false;
  // Nothing after it is an object: a place, a cause or a time may follow ("So nauseous today").
  return !after || !["Noun", "Determiner", "Pronoun", "Possessive", "Value"].some((part) => after.tags.has(part));
}

/** The parts the model reads (./clause-model), most telling first. */
const PARTS = [
  "Verb",
  "Noun",
  "Adjective",
  "Adverb",
  "Preposition",
  "Determiner",
  "Pronoun",
  "Possessive",
  "PastTense",
  "Gerund",
  "Infinitive",
  "Imperative",
  "PresentTense",
  "Copula",
  "Modal",
  "Value",
  "Conjunction",
  "ProperNoun",
];

/** The parts of speech of the clause's first `count` words (none without the tagger). */
export function taggedParts(clause: string, count: number): string[][] {
  return tag(clause)
    .slice(0, count)
    .map((term) => PARTS.filter((part) => term.tags.has(part)));
}
