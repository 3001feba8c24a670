/**
 * What in a pasted paragraph is not an action: a heading or a label ("Home stuff:", "Busy week
 * ahead", "周末：") and a mood or an aside ("Ugh, so tired", "今天好累", "还有"). A label before a
 * colon is cut from the actions it introduces; the other pieces are left out of the tasks. The
 * words for each language live in ./english-asides and ./chinese-asides.
 */
import { isChineseAside } from "./chinese-asides";
import { isChineseAction, namesAnActionInChinese } from "./chinese-verbs";
import { opensWithUnlistedVerb, startsWithEnglishAction } from "./english-actions";
import { isEnglishAside } from "./english-asides";
import { splitNumbering } from "./lines";
import { isPriorityTask } from "./priority";

/** Where a piece stands: before an action (so a bare "Work" heads it), and whether its line holds other pieces. */
export interface AsideContext {
  beforeAction: boolean;
  inParagraph: boolean;
}

const HAN = /\p{Script=Han}/u;
const startsWithAction = (text: string) => (HAN.test(text) ? isChineseAction(text) : startsWithEnglishAction(text));
/** Does the text hold an action, its verb first or, in Chinese, after a topic ("宝宝的疫苗本放进妈咪包")? */
export const namesAnAction = (text: string) => startsWithAction(text) || (HAN.test(text) && namesAnActionInChinese(text));

/**
 * Is this piece a heading, a label or a mood rather than something to do? `next` is the piece after
 * it, if any; `inParagraph` says its line held other pieces too.
 */
export function isAside(piece: string, next?: string, inParagraph = false): boolean {
  // A remark in brackets is read as the words inside them: "（好困）", "(so tired)".
  const text = splitNumbering(piece)
    .rest.replace(/[\s.!。！…]+$/u, "")
    .replace(/^[（(]([^()（）]+)[）)]$/u, "$1");
  const context: AsideContext = { beforeAction: next !== undefined && startsWithAction(splitNumbering(next).rest), inParagraph };
  return HAN.test(text) ? isChineseAside(text.replace(/[?？]+$/u, ""), context) : isEnglishAside(text, context);
}

// "Kids: sign the slip", "周末：买菜", "Money stuff - cancel the gym". An English colon needs a space
// after it, so "12:30" is not a label, and a dash spaces on both sides, so "re-read" is not one.
const TAG = /^(?:【[^】]{1,12}】|\[[^\]]{1,20}\])\s*(\S.*)$/su;
const LABEL = /^([^:：]+?)\s*(:\s+|：\s*|\s[-–—]\s+)(\S.*)$/su;

/**
 * Cuts a label from the action after it: "Home stuff: fix the tap" -> "fix the tap". Only a label
 * that heads several actions (`headsSeveral`) or reads as a heading is cut; "Group chat: decide on
 * dates" keeps it. Kept too when the label says how urgent the task is ("Today: call mom", "No rush:
 * call mom"), when no action follows ("groceries: eggs, rice") or when the label is itself an action
 * ("Call bank re: card"). On a line of a list (not `inParagraph`), news before a dash is what the action
 * is about and stays: "Nursery fees went up - update the standing order".
 */
export function stripLabel(piece: string, headsSeveral: boolean, inParagraph = true): string {
  // A tag in brackets is a heading by its form: "【宝宝】预约下周的儿保", "[work] send the deck".
  const tagged = TAG.exec(piece);
  if (tagged && startsWithAction(tagged[1]!)) return tagged[1]!;
  const match = LABEL.exec(piece);
  if (!match) return piece;
  const [, label = "", separator = "", rest = ""] = match;
  const words = label.split(/\s+/).length;
  const isShort = HAN.test(label) ? [...label].length <= 12 : words <= 6;
  const isAction = !HAN.test(label) && words >= 2 && startsWithEnglishAction(label); // "Study: read chapter 3" is a label
  // After the label, a verb the engine's words lack still opens an action when the tagger reads it with its object.
  // In Chinese the things may come first, then their verb: "双十二囤货：纸尿裤、湿巾各买一箱".
  const restIsAction = namesAnAction(rest) || (!HAN.test(rest) && opensWithUnlistedVerb(rest));
  // A long English label heads the actions after it too, when a colon ends it and several follow ("Things to do before
  // the flight on Thursday: check in online, weigh the suitcases").
  const headsByColon = !isShort && headsSeveral && !HAN.test(label) && separator.startsWith(":");
  if ((!isShort && !headsByColon) || isAction || !restIsAction) return piece;
  const readsAsHeading = isAside(label, rest, inParagraph);
  // A label that says how urgent the task is stays with it ("Today: call mom", "周三之前：交作业"); a heading over several
  // tasks heads them all, and is cut rather than left on the first alone ("明天要做的：交物业费，去驿站拿快递").
  if (isPriorityTask(piece) !== isPriorityTask(rest) && !(headsSeveral && (readsAsHeading || headsByColon))) return piece;
  return headsSeveral || readsAsHeading ? rest : piece;
}
