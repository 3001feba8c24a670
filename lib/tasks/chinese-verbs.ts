/**
 * Where a Chinese clause's action starts: after any time ("周五前", "下班后", "晚上八点") and words
 * such as 记得, 先 or 之后, with a verb ("买", "整理") or a word that opens one ("把", "跟", "帮").
 */
import { nounAt } from "./chinese-words";
import { CHINESE_ACTION_VERBS, CHINESE_CONNECTORS, CHINESE_COVERBS, CHINESE_NOT_VERBS } from "./words";

/** A day or a month's number: "15", "十五". */
const DAY_NUMBER = "(?:\\d{1,2}|[一二三四五六七八九十]{1,3})";
const TIME_WORD = [
  "今天|明天|后天|今晚|明晚|明早|今早|一早|早上|上午|中午|下午|晚上|傍晚|周末|月初|月底|年底|每天|每周|每晚|每月|最近|近期",
  "(?:这|本|下|上)个?(?:周末|月|学期|季度)|今年|明年|这(?:几|两)天|(?:早|午|晚)饭",
  // A date: "15号", "3月5日", "十月底" (not a line or a floor: "2号线").
  `${DAY_NUMBER}月(?:${DAY_NUMBER}[号日]|底|初|中)?|${DAY_NUMBER}[号日](?![线楼])`,
  "(?:这|本|下|上)(?:周|星期)[一二三四五六日天]?|(?:周|星期)[一二三四五六日天]",
  "下班|放学|下课|(?:上班|睡觉?|饭|会|回家|出门)(?=之?前|之?后|以前)",
  // A time of day, its minutes in figures or in words: "6:30", "六点半", "七点二十", "八点一刻", "十点零五分" (not the
  // 一 of "两点一起去").
  "(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*[点:：](?:半|[一三]刻|\\d{1,2}分?|[二三四五]?十[一二三四五六七八九]?分?|零?[一二三四五六七八九]分)?",
].join("|");
/** One time, and what it comes before or after: "明天", "周五之前". */
const ONE_TIME = `(?:${TIME_WORD})(?:之?前|之?后|以前)?`;
/** One or more times: "明天下午", "周五之前", "下个月". */
export const TIME_PHRASE = `(?:${ONE_TIME})+`;
/** A clause that only says when ("明天下午", "周五之前") belongs to the action after it. */
export const TIME_ONLY = new RegExp(`^${TIME_PHRASE}$`, "u");
const TIME_PREFIX = new RegExp(`^${TIME_PHRASE}`, "u");
const FIRST_TIME = new RegExp(`^${ONE_TIME}`, "u");
/** Does the text start with a time? */
export const startsWithTime = (text: string) => TIME_PREFIX.test(text);
/** The first of the times the text starts with ("十点" of "十点明天早上"), or "" when it starts with none. */
export const firstTimeOf = (text: string) => FIRST_TIME.exec(text)?.[0] ?? "";

/**
 * Words before the verb that do not change the action: "记得交房租", "之后整理纪要", "重新下单", a hedge ("有空再拉伸一下"),
 * "提前挂号", "早点睡". A "don't" is a thing to do too: "睡前别玩手机", "不要熬夜" (but not 别的, "other").
 */
const LEAD_IN_WORD = `${CHINESE_CONNECTORS.join("|")}|记得|别忘了|别忘记|不要忘了|一定要|需要|必须|(?:有空|有时间|不忙|方便)(?:的话)?(?:就|再)?|要|得|赶紧|赶快|尽快|马上|提前|按时|早点|重新|多|少|好好|也|一起|别(?!的|人)|不要`;
const LEAD_IN = new RegExp(`^(?:${LEAD_IN_WORD})+`, "u");
const LEAD_IN_AT_END = new RegExp(`(?:${LEAD_IN_WORD}|抽空|顺便|顺路|趁\\p{Script=Han}{1,3})$`, "u");
/** Ends with a word that leads in to the verb after it: "赶紧", "抽空", "先", "趁打折". */
export const endsWithLeadIn = (text: string) => LEAD_IN_AT_END.test(text);

/** The words as one alternation, the longest first, so that a match takes "打扫" rather than "打". */
const longestFirst = (words: ReadonlySet<string>) => [...words].sort((a, b) => b.length - a.length).join("|");
/** The engine's verbs, the longest first: for patterns that look for a verb anywhere in a clause (./chinese-actions). */
export const VERBS_LONGEST_FIRST = longestFirst(CHINESE_ACTION_VERBS);
const startOf = (words: ReadonlySet<string>) => new RegExp(`^(?:${longestFirst(words)})`, "u");
const VERB = startOf(CHINESE_ACTION_VERBS);
const COVERB = startOf(CHINESE_COVERBS);
const NOT_VERB = startOf(CHINESE_NOT_VERBS);
const withoutTime = (text: string) => text.trim().replace(TIME_PREFIX, "");
export const withoutLeadIn = (text: string) => withoutTime(text).replace(LEAD_IN, "").replace(TIME_PREFIX, "");

/**
 * The verb, or the word that opens one (把, 给, 跟…), that starts exactly here: "交" in "交网费". None where a noun of
 * the dictionary starts with a verb's character ("通行证", "回收箱").
 */
export function verbAt(text: string): string | null {
  if (NOT_VERB.test(text) || nounAt(text)) return null;
  return VERB.exec(text)?.[0] ?? COVERB.exec(text)?.[0] ?? null;
}

/** The word that opens a verb (给, 跟, 用…) and starts here, if any: "给" in "给猫买猫粮". */
export const coverbAt = (text: string) => COVERB.exec(text)?.[0];

/** Does a verb itself, not a word that opens one, start here: "买" in "买狗粮", not "泡" in "泡沫"? */
export const opensWithVerb = (text: string) => VERB.test(text) && !NOT_VERB.test(text);

/** Does the clause start with a verb ("买菜", "整理书房"), after any time ("周五前交报告")? */
export const startsWithChineseVerb = (text: string) => opensWithVerb(withoutTime(text));

/**
 * A verb the lexicon lacks, known by what follows it: a short verb, then 一下 ("通一下下水道"), a measure of the
 * action (一遍 / 一趟 / 一次) or 个 with its object ("拍个片子"). Not a word that points or counts ("这个", "两个").
 */
const VERB_BY_ITS_ENDING = /^(?![这那哪一两几每各某])\p{Script=Han}{1,2}?(?:一下|一遍|一趟|一次|个(?=\p{Script=Han}))/u;

/** Does the clause start with something to do: "跟同事约时间", "记得交房租", "下班后去超市"? */
export function startsWithChineseAction(text: string): boolean {
  const rest = withoutLeadIn(text);
  return (VERB.test(rest) || COVERB.test(rest) || VERB_BY_ITS_ENDING.test(rest)) && !NOT_VERB.test(rest);
}

/**
 * The thing first, then what to do with it: "剩下的存起来", "碗洗一下", "旧衣服捐掉". Only a verb with an
 * ending that asks for a result counts, so "洗衣机坏了" stays a remark.
 */
const TOPIC_THEN_VERB = new RegExp(`^[^，,]{1,10}?(?:${[...CHINESE_ACTION_VERBS].join("|")})(?:起来|一下|掉|好|完)$`, "u");

/** Is the clause something to do: one that starts with it ("记得交房租"), or names a thing and then says what to do ("剩下的存起来")? */
export const isChineseAction = (text: string) => startsWithChineseAction(text) || TOPIC_THEN_VERB.test(text.trim());

/** A verb with nothing after it ("打扫" in "打扫和整理书房", "明天要交"): its object is elsewhere. */
export const isBareVerb = (text: string) => CHINESE_ACTION_VERBS.has(withoutLeadIn(text).replace(/[了掉完好]$/u, ""));

const SINGLE_VERBS = [...CHINESE_ACTION_VERBS].filter((verb) => verb.length === 1).join("");
/**
 * A verb anywhere in a Chinese clause, after its topic: one of two characters or more ("拼多多的那单确认收货"), or
 * one of a character with 个 / 一下 / 一遍 after it ("卧室装个小夜灯"), after a place or a time ("网上买", "下雨天骑慢点"),
 * after 都 / 各 / 必须 / 要 ("纸尿裤都要买"), or with a direction after it ("发下去").
 */
const NAMES_AN_ACTION = new RegExp(
  [
    ...[...CHINESE_ACTION_VERBS].filter((verb) => verb.length > 1),
    `[${SINGLE_VERBS}](?:个|一下|一遍|一趟)`,
    `[上里边前后天](?:再|先|也|就)?[${SINGLE_VERBS}]`,
    // What to do with the things named first: "产褥垫、纸尿裤都要买", "电池都充满", "成绩单今天必须发下去", "瓜子、糖果各买一些".
    `(?:都|各|必须|得)(?:要|得)?[${SINGLE_VERBS}]`,
    `[${SINGLE_VERBS}](?:下去|下来|起来|出来|回来|过去|过来)`,
    // Where or to whom the thing goes, unless it has gone ("婴儿车送给表姐", "旧衣服捐到回收箱"; not "他搬到北京了").
    `[${SINGLE_VERBS}](?:给|到|去)\\p{Script=Han}(?![^，,]*了$)`,
    // Who takes the job, the person or someone they ask: "周一的账我来对", "住院押金让弟弟交".
    `(?:我|你|他|她)(?:去|来)[${SINGLE_VERBS}]`,
    `让\\p{Script=Han}{1,3}?[${SINGLE_VERBS}]`,
  ].join("|"),
  "u",
);

/**
 * Words that tell the person to do something, wherever they stand in the clause: "季度保费别忘了", "身份证记得提前放包里",
 * "PPT今天必须出初稿", "雪糕得先搬到隔壁超市". The rules read a clause that holds one as an action, not news, though it
 * ends in 了 (the clause models weigh that reading). Not "我记得", "I remember".
 */
export const REMINDS = /(?<![我你他她还])记得|别忘|不要忘|必须|务必|得先|要先/u;

/** Does the clause name something to do anywhere in it, its verb perhaps after a topic, a place or a time? */
export const namesAnActionInChinese = (text: string) => NAMES_AN_ACTION.test(text);
