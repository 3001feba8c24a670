/**
 * Decides whether a task is a priority: it carries time pressure (today, tonight, tomorrow, by
 * 5pm, at 3:30, before Friday, due, overdue, ASAP, "!!", 今天, 马上, 截止…) or is marked as urgent
 * or important.
 *
 * Words are read in context. A cue inside the topic or the title of the task does not count
 * ("Read an article about important habits", "Watch 'Right Now'", "读一篇关于重要习惯的文章"); nor
 * does "before" that is not followed by a moment ("Stretch before running"); nor a word that is
 * part of a name ("urgent care", "紧急联系人"); nor a negated cue ("not urgent", "不急"); nor a time
 * in a routine ("Run every day at 6am").
 */
import { ENGLISH_DAYS } from "./words";

const DAY = `${ENGLISH_DAYS}|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun`;
const MONTH = "january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec";
const CLOCK = "\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d{1,2}:\\d{2}";
/** A moment that can follow "by", "before" or "until". */
const MOMENT = [
  "today|tonight|tomorrow|tmrw?|noon|midday|midnight|eod|eow|cob|close of business",
  "breakfast|lunch(?:time)?|dinner|school|the (?:meeting|call|deadline|weekend|party|trip|flight)",
  "(?:the\\s+)?end of (?:the\\s+)?(?:day|week|month|year|shift)",
  "this (?:morning|afternoon|evening|week(?:end)?)",
  `(?:next|this)\\s+(?:${DAY})`,
  `(?:${DAY})\\b`,
  `(?:${MONTH})\\b`,
  CLOCK,
  "\\d{1,2}\\b",
  "(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)\\b",
  "(?:it|they|the \\w+|\\w+) (?:close|closes|renew|renews|charge|charges|expire|expires|leave|leaves|start|starts|end|ends)",
].join("|");

const ENGLISH_CUES = new RegExp(
  [
    "\\b(?:urgent(?:ly)?|asap|a\\.s\\.a\\.p|immediately|right (?:away|now)|at once|overdue|past due|eod|cob|last day|final day|last chance)\\b",
    "\\b(?:today|tonight|tomorrow|tmrw?|this morning|this afternoon|first thing)\\b",
    "\\bnow\\s*[!.]*$|\\bnow!",
    "\\bdue\\b(?!\\s+to\\b)",
    `\\bdeadline\\b\\s*(?:[:\\-–—]|is|on)?\\s*(?:${MOMENT})|^\\W*deadline\\b`,
    `\\b(?:by|before|b4|until|no later than)\\s+(?:${MOMENT})`,
    `\\bbefore\\b[^,.;]*\\bat\\s+\\d`,
    `\\b(?:expires?|expiring|closes?|ends?|charges?|renews?|leaves?|departs?)\\s+(?:in \\d+ (?:days?|hours?)|soon|on the \\d|at \\d)`,
    `(?:\\bat\\s+|@\\s*|\\b)(?:${CLOCK})\\b|\\bat\\s+\\d{1,2}\\b`,
    "!!",
  ].join("|"),
  "i",
);

/** Cues written in capitals are shouted, and count wherever they stand ("Call bank re: card ASAP"). */
const SHOUTED_CUES = /\b(?:ASAP|URGENT|NOW|TODAY|TONIGHT|EOD|IMPORTANT|DEADLINE)\b/;

/** "important", "critical" and friends mark a priority when they label the task, not when they describe a thing in it. */
const IMPORTANCE_WORD = "(?:important|critical|crucial|essential|vital|top priority|high priority|priority|must[- ]do|don'?t forget|do not forget)";
const IMPORTANCE_MARKER = new RegExp(
  [
    `^\\W*${IMPORTANCE_WORD}\\b`, // "Important: call the bank"
    `\\b${IMPORTANCE_WORD}\\W*$`, // "Call the bank - important"
    `[([]\\s*${IMPORTANCE_WORD}\\s*[!]*\\s*[)\\]]`,
    `\\b(?:very|super|really|extremely|is|it's)\\s+${IMPORTANCE_WORD}\\b`,
    `\\b${IMPORTANCE_WORD}\\s*[:!]`,
  ].join("|"),
  "i",
);

const ENGLISH_NEGATION =
  /\b(?:not (?:urgent|important|a priority|today)|no rush|no hurry|low priority|whenever|someday|eventually|for future reference|if (?:i have|there'?s) time)\b/i;
const ROUTINE = /\b(?:every (?:day|morning|evening|night|week|\w+day)|daily|weekly)\b|每天|每周|每晚|每早|每日/iu;

/** Where a cue is part of a subject, a title or a name rather than the task's timing. */
const ENGLISH_NOT_CUES = [
  /\s(?:about|regarding|re:|titled|called|named|on the topic of|on how|what|when|whether|if)\s[^,;()!\-–—]*/gi, // topics and questions
  /["“][^"”]*["”]/g, // "double-quoted titles"
  /(?<![\p{L}])['‘][^'’]+['’](?![\p{L}])/gu, // 'single-quoted titles', not the apostrophe of "Mom's"
  /\burgent care\b|\bset (?:a|the) deadline\b/gi,
  /(?<=\S\s+)(?:The\s+)?(?:Today|Tonight|Now|Deadline|Urgent)\b(?:\s+\p{Lu}\p{L}*)*/gu, // "the Today show", "The Tonight Show"
];

const CHINESE_TIME = "今天|明天|后天|今晚|明晚|明早|今早|中午|下午|晚上|下班|月底|周末|年底|周[一二三四五六日天]|星期[一二三四五六日天]";
const CHINESE_CLOCK = "(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*[点點](?:半|\\d{1,2}分?|[一二三]刻)?";
const CHINESE_CUES = new RegExp(
  [
    `今天|今晚|今日|今早|明天|明早|明晚|当天|马上|立刻|立即|尽快|赶紧|赶快|急需|加急|火速|到期|逾期|过期|务必|千万|别忘`,
    `截止(?!时间|日期)|截止(?:时间|日期)[是为：:]?\\s*(?:${CHINESE_TIME})`,
    `(?:${CHINESE_TIME}|\\d{1,2}\\s*[号日]|${CHINESE_CLOCK})\\s*(?:之|以)?前`,
    CHINESE_CLOCK,
    "[！!]{2,}",
  ].join("|"),
  "u",
);
const CHINESE_IMPORTANCE =
  /^(?:【\s*)?(?:重要|紧急|关键)(?!联系人|避险|求助|出口|情况)|(?:重要|关键|紧急)[！!：:】]|[（(【\[]\s*(?:重要|紧急|急)\s*[）)】\]]|(?:很|非常|特别|十分)(?:重要|急)|(?:重要|急)[！!]?$|急[！!]|着急/u;
const CHINESE_NEGATION = /不急|不着急|不紧急|不重要|有空再|有空的时候|有时间再|不用急|慢慢来|随便|不用今天|不必今天/u;
const CHINESE_NOT_CUES = /(?:关于|有关|了解|问问|区分)[^，,。；;]*|《[^》]*》|「[^」]*」|“[^”]*”|今日头条/gu;

function englishPriority(text: string): boolean {
  if (SHOUTED_CUES.test(text.replace(/['"“‘][^'"”’]*['"”’]/g, " "))) return true;
  const context = ENGLISH_NOT_CUES.reduce((rest, pattern) => rest.replace(pattern, " "), text);
  return ENGLISH_CUES.test(context) || IMPORTANCE_MARKER.test(context.trim());
}

function chinesePriority(text: string): boolean {
  const context = text.replace(CHINESE_NOT_CUES, " ");
  return CHINESE_CUES.test(context) || CHINESE_IMPORTANCE.test(context.trim());
}

export function isPriorityTask(text: string): boolean {
  if (ENGLISH_NEGATION.test(text) || CHINESE_NEGATION.test(text)) return false;
  if (ROUTINE.test(text) && !/!!|！！|\b(?:today|tonight)\b|今天|今晚/iu.test(text)) return false;
  return englishPriority(text) || chinesePriority(text);
}
