/** English pieces that are not actions: headings ("Work stuff", "Fitness."), moods ("Ugh, so tired") and remarks ("Still no reply from HR"). */
import type { AsideContext } from "./asides";
import { startsWithEnglishAction } from "./english-actions";
import { taggedAsFeeling } from "./english-tags";
import { isPriorityTask } from "./priority";

const INTERJECTIONS = "ugh+|argh+|oh+|ah+|phew|sigh|wow|meh|lol|haha+|omg|hmm+|yay|gosh|damn|jeez|whew|yikes|eek|oof|oops|okay|ok";
/** "Ugh, ..." opens a mood; but "Oh and ..." is only a way of adding one more thing. */
const INTERJECTION = new RegExp(`^(?:${INTERJECTIONS})\\b(?![\\s,]*(?:and|also|plus)\\b)[\\s,.!…-]*`, "i");
/** "..., yikes" closes one: "Tax return deadline is the 31st, yikes". */
const CLOSING_INTERJECTION = new RegExp(`[,.!…-]\\s*(?:${INTERJECTIONS})\\W*$`, "i");
/** How the writer feels or what they think: "so tired", "Busy week ahead", "haha". */
const MOOD =
  /\b(?:feeling|tired|exhausted|knackered|shattered|stressed|overwhelmed|behind on|busy|hectic|lol|haha+|tbh|ugh|sigh|amazing|awesome|annoying|bored|fed up|sick of|so many|so much)\b|^(?:long|big|crazy|rough|tough|slow|lazy|quiet) (?:day|week|weekend|month|morning|night)\b|\b(?:though|anyway|i guess)\W*$/i;
/** A sentence about things rather than a thing to do: "I'm exhausted", "Still no reply from HR", "The roses look great". */
const STATEMENT =
  /^(?:i'?m|i am|i feel|i was|i've been|i (?:keep|can'?t|cannot|haven'?t|hate|love|think|wish)|feeling|still (?:no|not|nothing|waiting)|not sure|no idea|honestly|thinking about|it'?s|it is|that'?s|there'?s|there is|this is|what a|such a)\b/i;
/**
 * A verb that says how things are or what happened: "The boiler is broken", "Grandma's coming",
 * "Mum's not well", "Forgot about the meeting", and a past tense after the subject: "Jess asked if we can host".
 */
const STATEMENT_VERB =
  /\b(?:is|are|was|were|went|looks?|seems?|feels?|forgot|rang|called|said|told|had|came|broke|lost|missed|arrived)\b|\b(?!let's)\w+'s (?:not|so|too|very|really|still|been|gone|coming|going|visiting|staying|arriving|leaving|starting|moving|flying|getting)\b|^(?!(?:need|want)s?\b)\S+\s+\w+ed\b/i;
const CONNECTORS_ONLY = /^(?:and|also|plus|then|so|oh|ok)(?:\W+(?:and|also|plus|then|so))*\W*$/i;
/** Parts of life that head the tasks under them: "Work:", "Fitness.", "Errands". */
const AREAS = "work|home|house|kids|family|money|finances?|health|fitness|garden|school|uni|college|errands|admin|weekend|today|tonight|tomorrow";
/** Activities, which are tasks on their own ("Study") but head a list as "Study plan", "Moving checklist". */
const ACTIVITIES = "study|moving|travel|shopping|exam|revision";
const HEADING_NOUNS = "stuff|things|jobs|list|checklist|plans?|goals|to-?dos?|to do|agenda|reminders|tasks|chores|notes";
const TOPIC_HEADING = new RegExp(`^(?:${AREAS}|${ACTIVITIES})\\s+(?:${HEADING_NOUNS})\\b`, "i");
const HEADING = new RegExp(`\\b(?:${HEADING_NOUNS})\\b`, "i");
const AREA_ALONE = new RegExp(`^(?:${AREAS})\\W*$`, "i");
/** An activity with only a time after it heads the tasks for it: "Revision this week", "Exam in two weeks". */
const WHEN =
  "(?:this|next|for|for the|for this) (?:week|weekend|month|term|morning|afternoon|evening)|today|tonight|tomorrow|in (?:a|an|\\w+) (?:days?|weeks?|months?)";
const ACTIVITY_WHEN = new RegExp(`^(?:${AREAS}|${ACTIVITIES})\\s+(?:${WHEN})\\W*$`, "i");

export function isEnglishAside(text: string, { beforeAction, inParagraph }: AsideContext): boolean {
  const rest = text.replace(INTERJECTION, "");
  if (rest.length === 0 || CONNECTORS_ONLY.test(rest)) return true;
  if (beforeAction && (TOPIC_HEADING.test(rest) || ACTIVITY_WHEN.test(rest))) return true; // "Study plan for tonight" starts with a verb but is a heading
  if (startsWithEnglishAction(rest)) return false;
  if (rest !== text || MOOD.test(rest) || STATEMENT.test(rest) || CLOSING_INTERJECTION.test(rest)) return true; // "Ugh, Monday again"
  // "Wrecked after four nights", "So nauseous today"; not a state that says how urgent: "Urgent", "Really important".
  if (taggedAsFeeling(rest) === true && !isPriorityTask(rest.split(/\s+/).slice(0, 2).join(" "))) return true;
  // On a line of its own, "Printer is broken" is a reminder; inside a paragraph, the background to the tasks.
  if (inParagraph && STATEMENT_VERB.test(rest) && !isPriorityTask(rest) && !rest.endsWith("?")) return true;
  // "Groceries:" stays when things follow it ("milk", "eggs"): it says what they are for.
  const isHeading = (rest.split(/\s+/).length <= 6 && HEADING.test(rest)) || AREA_ALONE.test(rest) || /:$/.test(rest);
  return beforeAction && isHeading;
}
