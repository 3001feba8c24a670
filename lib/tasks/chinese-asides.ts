/** Chinese pieces that are not actions: headings ("周末：", "学习计划"), moods ("今天好累") and remarks ("快递又丢了"). */
import type { AsideContext } from "./asides";
import { isChineseAction, REMINDS, TIME_PHRASE } from "./chinese-verbs";
import { CLAUSES_OF_A_PIECE, commaPattern } from "./commas";

const INTERJECTION = /^(?:唉|哎呀|哎|哦|噢|嗯|呃|啊|哇|天哪|天啊|呜呜|哈哈+)[\s，,。！!…~～]*/u;
const CONNECTOR_ONLY = /^(?:还有|另外|对了|还有就是|以及)$/u;
/** How much a feeling is felt, and the feelings said so: "好累", "有点慌". */
const SO = "(?:好|很|太|真|挺|超|有点)";
const FEELINGS = "累|烦|忙|难|困|冷|热|饿|慌";
/** A feeling, even in a clause that starts like an action: "搬家的事情好多啊", "压力好大", "心情不错". */
const MOOD = new RegExp(`压力|心情|郁闷|崩溃|焦虑|紧张|无聊|累死|困死|烦死|${SO}(?:${FEELINGS}|多|开心|难过|伤心)[啊呀啦了]?$`, "u");
/**
 * A feeling said at the end of a line or of prose, after an errand: "…把旧冰箱卖了|烦死了", "…周末回去看看|心好累".
 * Not "好多", which may say how much of a thing there is.
 */
const MOOD_AT_END = new RegExp(`(?:(?:${FEELINGS}|气)死(?:我|人)?了|(?:心${SO}?|${SO})(?:${FEELINGS}|麻烦)[啊呀啦了]?|头大|崩溃了?)$`, "u");

/** The feeling at the end of `piece`, when what comes before it is something to do: it is told apart to be left out. */
export function moodAtTheEnd(piece: string, holdsAction: (text: string) => boolean): string {
  const mood = MOOD_AT_END.exec(piece)?.[0] ?? "";
  return mood.length > 0 && mood.length < piece.length && holdsAction(piece.slice(0, piece.length - mood.length)) ? mood : "";
}

/** A remark rather than a thing to do: "快递又丢了", "又要加班", "今天就这样吧", "身体不太好". */
const REMARK = /^又|又.*了$|就这样|头疼|难受|不舒服|不太好|不错|死了|[啊呀啦呢吧]$/u;
/**
 * In a paragraph, a clause with no verb that ends in 了 says what has happened: "体检报告出来了",
 * "洗衣机坏了". Not one that says what is about to happen, which is a reminder: "洗衣液快用完了".
 */
const HAPPENED = /了$/u;
const ABOUT_TO = /快(?!递)|要|将/u; // 快递, a parcel, is not 快, soon
/**
 * In a paragraph, news of what is coming, though it starts like an action: "下周要搬家了", "明天就要考试了".
 * It needs its time: "要交房租了" alone is a reminder.
 */
const COMING_UP = new RegExp(`^(?:${TIME_PHRASE})(?:快|就)?要.+了$`, "u");
/** Parts of life that head the tasks under them ("工作：", "周末"), and activities that do so only as "学习计划". */
const AREAS = "工作|家里|家务|新家|孩子|周末|今天|明天|公司|生活|财务|杂事|健康|备忘";
const ACTIVITIES = "学习|健身|理财|搬家|购物|出行|旅行|出差|考试|复习";
const HEADING_NOUNS = "计划|清单|事项|备忘录?|待办|安排|要做的事?|方面|的事情?";
/** "学习计划" heads a list, and so does an activity with its time: "期末复习", "下周出差". */
const TOPIC_HEADING = new RegExp(`^(?:(?:${AREAS}|${ACTIVITIES})(?:${HEADING_NOUNS})|(?:${TIME_PHRASE}|期末|期中|考前)(?:${ACTIVITIES}))$`, "u");
const AREA_ALONE = new RegExp(`^(?:${AREAS})$`, "u");
const HEADING = new RegExp(`^.{0,8}(?:${HEADING_NOUNS})$`, "u");

const AFTER_A_COMMA = commaPattern(String.raw`{,}\s*`);

/** A heading ("周末：", "学习计划", "备忘") only counts as one when an action follows it. */
export function isChineseAside(text: string, context: AsideContext): boolean {
  const { beforeAction, inParagraph } = context;
  const rest = text.replace(INTERJECTION, "").replace(/[：:]$/u, "");
  if (rest.length === 0 || CONNECTOR_ONLY.test(rest)) return true;
  if (beforeAction && TOPIC_HEADING.test(rest)) return true; // "学习计划" starts with a verb but is a heading
  if (MOOD.test(rest) || (inParagraph && COMING_UP.test(rest))) return true;
  if (isChineseAction(rest) || REMINDS.test(rest)) return false;
  // News with the action it leads to is not an aside: "电费单到了，把它交了".
  if (rest.split(AFTER_A_COMMA).slice(1).some(isChineseAction)) return false;
  if (REMARK.test(rest) || (inParagraph && HAPPENED.test(rest) && !ABOUT_TO.test(rest))) return true;
  if (continuesAside(rest, context)) return true;
  const isHeading = AREA_ALONE.test(rest) || HEADING.test(rest) || /[：:]$/u.test(text);
  return beforeAction && isHeading; // "水果：" before "苹果" says what they are for
}

/** Clauses that open with a remark or a mood and hold no action: "体检报告出来了，有几项偏高", "今天好累，不想动". */
function continuesAside(text: string, context: AsideContext): boolean {
  const [first = "", ...others] = text.split(CLAUSES_OF_A_PIECE);
  return others.length > 0 && !others.some(isChineseAction) && isChineseAside(first, { ...context, beforeAction: false });
}

/**
 * A feeling or a heading, which stands apart from the action after it so it can be left out ("今天好累，去银行",
 * "周末：买菜"); unlike a fact, which the action refers to ("水费单到了，周四前交掉", "暖气又坏了，催一下房东").
 */
export function isChineseMoodOrHeading(text: string): boolean {
  const rest = text.replace(INTERJECTION, "").replace(/[：:]$/u, "");
  if (rest.length === 0 || rest !== text.replace(/[：:]$/u, "") || CONNECTOR_ONLY.test(rest) || MOOD.test(rest)) return true;
  return TOPIC_HEADING.test(rest) || AREA_ALONE.test(rest) || HEADING.test(rest) || /[：:]$/u.test(text);
}
