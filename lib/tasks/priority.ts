/**
 * Decides whether a task is a priority: it carries time pressure (today, tonight, by 5pm, before
 * Friday, due, overdue, ASAP, "!!", 今天, 马上, 截止…) or is marked as urgent or important.
 *
 * Words are read in context. A cue inside the topic of the task does not count ("Read an article
 * about important habits", "读一篇关于重要习惯的文章"), nor does "before" that is not followed by a
 * moment in time ("Stretch before running"), nor a cue that is negated ("not urgent", "不急").
 */

const DAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun";
const MONTH = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec";
const MOMENT = [
  "today",
  "tonight",
  "tomorrow",
  "tmrw?",
  "noon",
  "midday",
  "midnight",
  "lunch(?:time)?",
  "eod|eow|cob|close of business",
  "(?:the\\s+)?end of (?:the\\s+)?(?:day|week|month|year|shift)",
  "this (?:morning|afternoon|evening|week(?:end)?|friday|monday)",
  "next (?:" + DAY + ")",
  `(?:${DAY})\\b`,
  `(?:${MONTH})\\b`,
  "\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|h)?\\b",
  "\\d{1,2}(?:st|nd|rd|th)\\b",
  "the (?:\\d{1,2}(?:st|nd|rd|th)|deadline|meeting|weekend)",
].join("|");

/** Time pressure and urgency markers in English. */
const ENGLISH_CUES = new RegExp(
  [
    "\\b(?:urgent(?:ly)?|asap|a\\.s\\.a\\.p|immediately|right (?:away|now)|now!|at once|overdue|past due|deadline|eod|cob)\\b",
    "\\b(?:today|tonight|this morning|this afternoon|first thing)\\b",
    "\\bdue\\b(?!\\s+to\\b)",
    `\\b(?:by|before|until|no later than)\\s+(?:${MOMENT})`,
    "!!",
  ].join("|"),
  "i",
);

/** "important", "critical" and friends mark a priority when they label the task, not when they describe a thing in it. */
const IMPORTANCE_WORD = "(?:important|critical|crucial|essential|vital|top priority|high priority|priority|must[- ]do|don'?t forget|do not forget)";
const IMPORTANCE_MARKER = new RegExp(
  [
    `^\\W*${IMPORTANCE_WORD}\\b`, // "Important: call the bank"
    `\\b${IMPORTANCE_WORD}\\W*$`, // "Call the bank (important)"
    `[([]\\s*${IMPORTANCE_WORD}\\s*[)\\]]`,
    `\\b(?:very|super|really|extremely|is|it's)\\s+${IMPORTANCE_WORD}\\b`,
    `\\b${IMPORTANCE_WORD}\\s*[:!]`,
  ].join("|"),
  "i",
);

const ENGLISH_NEGATION = /\b(?:not (?:urgent|important|a priority)|no rush|no hurry|low priority|whenever|someday|eventually|if (?:i have|there'?s) time)\b/i;

/** The topic of the task begins at "about" / "regarding" / "titled" or inside quotes; cues there are part of a subject. */
const ENGLISH_TOPIC = /\s(?:about|regarding|re:|titled|called|named|on the topic of|on how)\s.*$|["“”'‘’][^"“”]*["“”]/gi;

const CHINESE_CUES = new RegExp(
  [
    "今天|今晚|今日|今早|今天内|当天|马上|立刻|立即|尽快|赶紧|赶快|急需|紧急|加急|火速|截止|到期|逾期|过期|务必|千万",
    "(?:今天|明天|后天|今晚|明早|中午|下午|晚上|下班|月底|周末|年底|周[一二三四五六日天]|星期[一二三四五六日天]|\\d{1,2}\\s*[点号日时:：]\\d{0,2}|[一二三四五六七八九十]{1,3}[点号])\\s*(?:之|以)?前",
    "[！!]{2,}",
  ].join("|"),
  "u",
);
const CHINESE_IMPORTANCE = /^(?:【\s*)?(?:重要|紧急|关键)|(?:重要|关键)[！!：:】]|(?:很|非常|特别|十分)(?:重要|急)|(?:重要|急)[！!]?$|急[！!]|着急/u;
const CHINESE_NEGATION = /不急|不着急|不紧急|不重要|有空再|有空的时候|有时间再|不用急|慢慢来|随便/u;
const CHINESE_TOPIC = /(?:关于|有关)[^，,。；;]*|《[^》]*》|「[^」]*」|“[^”]*”/gu;

export function isPriorityTask(text: string): boolean {
  if (ENGLISH_NEGATION.test(text) || CHINESE_NEGATION.test(text)) return false;
  const english = text.replace(ENGLISH_TOPIC, " ");
  const chinese = text.replace(CHINESE_TOPIC, " ");
  return (
    ENGLISH_CUES.test(english) ||
    IMPORTANCE_MARKER.test(english.trim()) ||
    CHINESE_CUES.test(chinese) ||
    CHINESE_IMPORTANCE.test(chinese.trim())
  );
}
