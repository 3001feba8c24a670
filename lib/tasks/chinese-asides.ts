/** Chinese pieces that are not actions: headings ("周末：", "学习计划"), moods ("今天好累") and remarks ("快递又丢了"). */
import type { AsideContext } from "./asides";
import { startsWithChineseAction } from "./chinese-verbs";

const INTERJECTION = /^(?:唉|哎呀|哎|哦|噢|嗯|呃|啊|哇|天哪|天啊|呜呜|哈哈+)[\s，,。！!…~～]*/u;
const CONNECTOR_ONLY = /^(?:还有|另外|对了|还有就是|以及)$/u;
/** A feeling, even in a clause that starts like an action: "搬家的事情好多啊", "压力好大", "心情不错". */
const MOOD = /压力|心情|郁闷|崩溃|焦虑|无聊|累死|困死|烦死|(?:好|很|太|真|挺|超|有点)(?:累|烦|忙|多|难|困|冷|热|饿|开心)[啊呀啦了]?$/u;
/** A remark rather than a thing to do: "快递又丢了", "又要加班", "今天就这样吧", "身体不太好". */
const REMARK = /^又|又.*了$|就这样|头疼|难受|不舒服|不太好|不错|死了|[啊呀啦呢吧]$/u;
/** Parts of life that head the tasks under them ("工作：", "周末"), and activities that do so only as "学习计划". */
const AREAS = "工作|家里|家务|孩子|周末|今天|明天|公司|生活|财务|杂事|健康|备忘";
const ACTIVITIES = "学习|健身|理财|搬家|购物|出行|旅行|考试|复习";
const HEADING_NOUNS = "计划|清单|事项|备忘录?|待办|安排|要做的事?|方面|的事情?";
const TOPIC_HEADING = new RegExp(`^(?:${AREAS}|${ACTIVITIES})(?:${HEADING_NOUNS})$`, "u");
const AREA_ALONE = new RegExp(`^(?:${AREAS})$`, "u");
const HEADING = new RegExp(`^.{0,8}(?:${HEADING_NOUNS})$`, "u");

/** A heading ("周末：", "学习计划", "备忘") only counts as one when an action follows it. */
export function isChineseAside(text: string, { beforeAction }: AsideContext): boolean {
  const rest = text.replace(INTERJECTION, "").replace(/[：:]$/u, "");
  if (rest.length === 0 || CONNECTOR_ONLY.test(rest)) return true;
  if (beforeAction && TOPIC_HEADING.test(rest)) return true; // "学习计划" starts with a verb but is a heading
  if (MOOD.test(rest)) return true;
  if (startsWithChineseAction(rest)) return false;
  if (REMARK.test(rest)) return true;
  const isHeading = AREA_ALONE.test(rest) || HEADING.test(rest) || /[：:]$/u.test(text);
  return beforeAction && isHeading; // "水果：" before "苹果" says what they are for
}
