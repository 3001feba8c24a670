/**
 * Chinese: a clause after "，" or a space starts a new action when it starts with a verb, after any
 * time or 记得 / 先 ("买菜，洗衣服，给奶奶寄药", "买菜 洗衣服"). One that does not explains the action
 * before it ("联系房东，水管漏了") or lists more things for it ("买苹果，香蕉"); a mood before an action
 * stands apart so it can be left out ("今天好累，去银行"), while a fact stays with what it leads to
 * ("车险下周到期，尽快续保"), as does a time ("明天下午，去银行") or a condition ("如果下雨，就在家跑步").
 * Clauses that are not actions stay together ("体检报告出来了，有几项偏高"), and a mood after an action
 * stands apart ("填好报名表 今天好累"). Inside a clause, 、 and 和 separate actions only when each side
 * has its own verb: "退宽带、办过户" are two, "买苹果、大米和洗衣液", "打扫和整理书房" and "周三和周五去上课"
 * are one.
 */
import { learnedBoundary, placesInProse, readsProse } from "./boundary-model";
import { isChineseAside, moodAtTheEnd } from "./chinese-asides";
import { learnedStay, type ClauseFacts } from "./clause-model";
import { CLAUSES_OF_A_PIECE, commaPattern } from "./commas";
import { learnedRunOnCut, mayStartAction, plainVerbStarts, type RunOnPlace } from "./run-on-model";
import {
  firstTimeOf,
  isBareVerb,
  isChineseAction,
  namesAnActionInChinese,
  REMINDS,
  startsWithChineseAction,
  startsWithChineseVerb,
  startsWithTime,
  TIME_ONLY,
  TIME_PHRASE,
  VERBS_LONGEST_FIRST,
  withoutLeadIn,
} from "./chinese-verbs";
import { CHINESE_CONNECTORS } from "./words";

/** A list line is short; past this many Chinese characters, a line is prose (./clauses reads the same length). */
export const MAX_LINE_HAN = 28;
export const hanCount = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;

/** The pieces of each sentence of the text, in order. */
/** The sentences of a Chinese text: after 。, ；, and after ！ or ？, which stay with the sentence they close. */
export const chineseSentences = (text: string) => text.split(/(?<=[！!？?])(?![！!？?])|[。；;]+/u).filter((sentence) => sentence.trim().length > 0);

export function splitChinese(text: string): string[][] {
  const sentences = chineseSentences(text);
  // Prose reads differently from a line of a list: the clause model is told which.
  const inParagraph = sentences.length > 1 || hanCount(text) > MAX_LINE_HAN;
  return sentences.map((sentence) =>
    splitClauses(sentence, inParagraph)
      .flatMap((clause) => splitRunOn(clause, inParagraph))
      .flatMap(splitEnumeration)
      .flatMap((clause) => clause.split(/(?:然后再|然后|接着|随后)/u))
      .flatMap(splitChineseAnd),
  );
}

const CONDITION = /^(?:如果|要是|假如|万一|因为|为了|虽然|既然|只要|除非)|的话$/u;
const CONTINUATION = /^(?:但是|但|不过|可是|所以|就|才)/u;
/** 顺便, 另外, 还要… bring one more errand, never the end of the one before: "车险快到期了续上，顺便洗个车". */
const ANOTHER_ERRAND_WORDS = "顺便|顺手|顺路|顺道|另外|还要|还有";
const ANOTHER_ERRAND = new RegExp(`^(?:${ANOTHER_ERRAND_WORDS})`, "u");
const LABEL = /^[^：:]{1,12}[：:]\s*/u;
const BARE_WORD = /^\p{Script=Han}{1,3}$/u;

/** One more errand, unless what it does has no object of its own and so is done to the thing before: "还要塑封一下". */
export const opensAnotherErrandInChinese = (clause: string) => ANOTHER_ERRAND.test(clause.trim()) && !refersBackInChinese(clause);

/**
 * Does `clause` belong with the clause just before it? Only that one clause is read, not all that
 * has been joined so far, so "车险到期，尽快续保，问问保费" splits after its reason is joined. After a
 * space rather than a comma, an action always starts a new piece: spaces separate the items of a list.
 */
function staysWithPrevious(previous: string, clause: string, afterSpace: boolean): boolean {
  if (TIME_ONLY.test(previous) || CONDITION.test(previous) || CONTINUATION.test(clause)) return true;
  const isAction = isChineseAction(clause);
  if (isAction && opensAnotherErrandInChinese(clause)) return false;
  // A topic, then what to do with it, twice: "卧室装个小夜灯，卫生间铺防滑垫".
  if (isTopicThenAction(previous.replace(LABEL, "")) && (isAction || isTopicThenAction(clause))) return false;
  // A word of one to three characters with no verb, before an action after a space, says whom or what the action is
  // for, or how the person feels: it is no task alone ("爸爸 买药", "心累 去营业厅补卡").
  if (
    afterSpace &&
    isAction &&
    BARE_WORD.test(previous) &&
    !namesAnActionInChinese(previous) &&
    !isChineseAside(previous, { beforeAction: true, inParagraph: true })
  )
    return true;
  // Two clauses that are not actions say one thing: "体检报告出来了，有几项偏高", "今天好累，不想动".
  if (!isChineseAction(previous.replace(LABEL, "")))
    return !isAction || (!afterSpace && !isChineseAside(previous, { beforeAction: true, inParagraph: true }));
  // After an action, a mood stands apart so it can be left out: "填好报名表 今天好累".
  if (isChineseAside(clause, { beforeAction: false, inParagraph: false })) return false;
  if (afterSpace && isAction) return false; // "复习重点 早点睡": a list of actions
  return !isAction || isBareVerb(clause); // "签回执，明天要交": what to hand in is said before
}

/**
 * Does the clause hold something to do, its verb first (after a label: "周三之前：交作业") or after its topic
 * ("拼多多的那单确认收货", "卧室装个小夜灯"), and is it not news ("…坏了", "…到期")?
 */
export const holdsActionInChinese = (clause: string) =>
  REMINDS.test(clause) || (!readsAsStatementInChinese(clause) && (isChineseAction(clause.replace(LABEL, "")) || namesAnActionInChinese(clause)));

/** A clause that names its topic first and then what to do with it ("卧室装个小夜灯", "网上买个支架"). */
const isTopicThenAction = (clause: string) => !isChineseAction(clause) && holdsActionInChinese(clause);

/**
 * In a paragraph, news or a reason said before an action in the same sentence is left out ("宝宝下周打疫苗，先在小程序上预约",
 * "为了年底考证，每天晚上学一小时"), unless the action points back to it with 它 ("电费单到了，把它交了").
 */
export function withoutNewsBeforeActionInChinese(piece: string): string {
  if (/它/u.test(piece)) return piece;
  const clauses = piece.split(AFTER_COMMA);
  let start = 0;
  while (start < clauses.length - 1 && !holdsActionInChinese(clauses[start]!.replace(CLOSING_COMMA, ""))) start++;
  const rest = clauses.slice(start).join("");
  return start > 0 && holdsActionInChinese(rest) ? rest : piece;
}

// An emoji before the space counts as the end of a word: "年终奖发了🎉 提前还一部分房贷".
// A dash or a slash with spaces around it separates like a comma: "给会员群发新课表 - 洗瑜伽垫"; between Chinese words a
// "+" or a "/" does so with no spaces too: "交罚款+约年检", "挂号/买口罩".
const CLAUSE_BREAK = commaPattern(
  String.raw`(\s*{,}\s*|\s+[-–—/]\s+|(?<=\p{Script=Han})\s*[+＋/／]\s*(?=\p{Script=Han})|(?<=[\p{Script=Han}\p{Extended_Pictographic}\uFE0F])\s+(?=\p{Script=Han}))`,
);
const AFTER_COMMA = commaPattern("(?<={,})");
const CLOSING_COMMA = commaPattern("{,}$");

/** Splits at "，" and at a space between two Chinese characters ("买菜 洗衣服"), then joins back what belongs together. */
function splitClauses(sentence: string, inParagraph: boolean): string[] {
  const parts = sentence.split(CLAUSE_BREAK);
  const pieces: string[] = [parts[0] ?? ""];
  let previous = parts[0] ?? "";
  for (let i = 1; i < parts.length; i += 2) {
    const clause = parts[i + 1] ?? "";
    const rule = staysWithPrevious(previous, clause, !/[，,]/u.test(parts[i]!));
    if (!learnedStay(clauseFacts(previous), clauseFacts(clause), parts[i]!, inParagraph, rule)) pieces.push(clause);
    else
      pieces[pieces.length - 1] +=
        (TIME_ONLY.test(previous) ? "" : /[，,]/u.test(parts[i]!) ? "，" : /^\s+$/u.test(parts[i]!) ? " " : parts[i]) + clause;
    previous = TIME_ONLY.test(previous) ? previous + clause : clause;
  }
  return pieces;
}

/** What the clause model (./clause-model) reads of a clause as the splitter meets it. */
const clauseFacts = (clause: string): ClauseFacts => ({
  text: clause,
  isAction: isChineseAction(clause.replace(LABEL, "")),
  isSurelyNotAction: !holdsActionInChinese(clause),
  isMood: isChineseAside(clause, { beforeAction: false, inParagraph: true }),
  refersBack: refersBackInChinese(clause),
  hasPronounObject: /它/u.test(clause),
  isFirstStep: isFirstStepInChinese(clause),
  addsAnother: opensAnotherErrandInChinese(clause),
});

/** A word that opens the next action, at the end of what comes before a cut. */
const OPENS_AT_END = new RegExp(`(?:${ANOTHER_ERRAND_WORDS}|记得|然后|再|并且|(?<![合吞兼归])并)$`, "u");
/**
 * Where an action may start inside prose typed without marks: a time, or 记得, 顺便, 顺路, 还要, 还有 or 再 before a verb.
 * A time after 一 or 整 is how long something took ("牙疼了一晚上"), not when the next action is.
 */
const RUN_ON_BREAK = new RegExp(`(?<![一整])(?:${TIME_PHRASE})|记得|顺便|顺路|还要|还有|再(?!次)`, "gu");
/** A word that takes the time after it as the end of its own clause: "加班到十点", "补考在下个月". */
const TAKES_A_TIME = /[到在至]$/u;
/** Verbs that hand the action after them on to someone: "跟老板说明天请假", "约王总下周吃饭". */
const HANDING_ON = "说|告诉|问|提醒|通知|叫|请|约|等";
/** Someone the action after it is handed to, which is not a task of its own: "跟老板说明天请假", "派我下周去三亚出差". */
const HANDS_ON = new RegExp(`(?:${HANDING_ON}|约好|派\\p{Script=Han}{1,3}|让\\p{Script=Han}{0,5})$`, "u");
/** What ends by saying when the action after it is done: "明天面试前", "下课以后", "到家的时候". */
const SAYS_WHEN = /(?:前|后|以前|以后|的时候)$/u;
/** A 把 whose verb has not come yet: "今晚把简历" waits for "再过一遍". */
const OPEN_BA = /把[^把]{0,12}$/u;

/**
 * Prose typed or dictated with no marks runs its actions together ("…气死我了晚上把错题抄一遍周末报个辅导班"), and so
 * does a hurried line ("把车开去洗一下顺路加个油晚上八点前把车还给老丈人", "交房租交网费给猫买猫粮"). Before a time, or
 * before 记得, 顺便, 顺路, 还要, 还有 or 再, that opens an action with an object of its own ("明天收回来" points back and
 * stays), it is cut when what comes before is four characters or more (in prose, three that hold a verb and its object). In a line, before a plain verb the run-on
 * model decides (./run-on-model): "去超市|买菜" stays, "交房租|交网费" is cut; in prose, the boundary model decides at
 * every other place between two characters (./boundary-model). Neither the rules nor the run-on model cut after
 * what hands the action on ("跟老板说明天请假"), says when it is done ("明天面试前") or waits for its verb ("把简历"),
 * nor after a verb alone.
 * News or a remark before the first action is left out, as it is before an action after a comma in prose, unless the
 * action points back to it with 它.
 */
function splitRunOn(clause: string, inParagraph: boolean): string[] {
  const marked = [...clause.matchAll(RUN_ON_BREAK)]
    .map((match) => runOnBreakAt(clause, match))
    .filter((index, i, all) => index > 0 && index !== all[i - 1] && startsWithChineseAction(clause.slice(index)));
  // In prose the boundary model reads every place between two characters; in a line, the run-on model each plain verb.
  const prose = inParagraph && readsProse();
  const starts = [...new Set([...marked, ...(prose ? placesInProse(clause) : plainVerbStarts(clause))])].sort((a, b) => a - b);
  const pieces: string[] = [];
  let start = 0;
  for (const index of starts) {
    const before = clause.slice(start, index);
    const after = clause.slice(index, marked.find((next) => next > index) ?? clause.length);
    const cut = marked.includes(index)
      ? mayCutHere(before, after) && (hanCount(before) >= 4 || (prose && hanCount(before) === 3 && holdsVerbAndObject(before)))
      : prose
        ? learnedBoundary(clause, index, start)
        : runOnCut({ clause, start, index, end: index + after.split(CLAUSES_OF_A_PIECE)[0]!.length, inParagraph });
    if (!cut) continue;
    // A word such as 顺便 opens what follows and never ends what came before: "…找工作人员问问|顺便把退货寄了".
    const opener = OPENS_AT_END.exec(before)?.[0] ?? "";
    const moveBack = opener.length < before.length ? opener.length : 0;
    pieces.push(before.slice(0, before.length - moveBack));
    start = index - moveBack;
  }
  // A feeling at the end is told apart from the errand before it, to be left out as moods are.
  const last = clause.slice(start);
  const mood = moodAtTheEnd(last, holdsActionInChinese);
  pieces.push(...(mood ? [last.slice(0, last.length - mood.length), mood] : [last]));
  const [first = "", second = ""] = pieces;
  return pieces.length > 1 && !holdsActionInChinese(first) && !/它/u.test(second) ? pieces.slice(1) : pieces;
}

/**
 * Where the action a break opens starts: at the break, except that a time taken by the word before it ends that
 * clause ("加班到十点"), so the action starts at the next time ("…加班到十点|明天早上去银行"), or nowhere (-1).
 */
function runOnBreakAt(clause: string, match: RegExpExecArray): number {
  const first = firstTimeOf(match[0]);
  if (first === "" || !TAKES_A_TIME.test(clause.slice(0, match.index))) return match.index;
  const next = match.index + first.length;
  return first.length < match[0].length && startsWithTime(clause.slice(next)) ? next : -1;
}

/**
 * Three characters are a whole action when they are a verb and its object ("腌鸡翅|明早炖一锅排骨汤", "买猫砂|下午接孩子"):
 * not news ("填错了"), and not a verb that hands the action after it on to someone ("约王总|下周吃饭" is one errand).
 */
const holdsVerbAndObject = (piece: string) =>
  startsWithChineseVerb(piece) && holdsActionInChinese(piece) && !isBareVerb(piece) && !/了$/u.test(piece) && !HANDS_ON_FIRST.test(piece);
const HANDS_ON_FIRST = new RegExp(`^(?:${HANDING_ON}|派|让)`, "u");

/** Does the run-on model cut at this place before a plain verb, where the rules let it (./run-on-model)? */
const runOnCut = (place: RunOnPlace) =>
  learnedRunOnCut(place, mayCutBeforePlainVerb(place.clause.slice(place.start, place.index), place.clause.slice(place.index, place.end)));

/** What comes before is not a time alone ("明天上午|再去驿站"), and neither hands the action on, says when it is done nor waits for its verb; what comes after stands alone. */
const mayCutHere = (before: string, after: string) =>
  !TIME_ONLY.test(before) &&
  !HANDS_ON.test(before) &&
  !SAYS_WHEN.test(before) &&
  !waitsForItsVerb(before) &&
  !refersBackInChinese(after) &&
  !isBareVerb(after);

/**
 * May the run-on model cut before a plain verb here? Only after an action of two characters or more that is not a
 * verb alone, before what is neither news ("考研|报名10月截止") nor a question, and where the structure lets an
 * action start (./run-on-model, mayStartAction).
 */
export const mayCutBeforePlainVerb = (before: string, after: string) =>
  mayCutHere(before, after) &&
  hanCount(before) >= 2 &&
  holdsActionInChinese(before) &&
  !isBareVerb(before) &&
  !readsAsStatementInChinese(after) &&
  !ASKS.test(after) &&
  mayStartAction(before, after);

/** A question, which is what the action before asks ("问她腰|还疼不疼", "查一下报名费|交了没有"), not an action. */
const ASKS = /(\p{Script=Han})不\1|[吗么]$|没有$/u;

/** Splits "退宽带、办水电过户、买纸箱" when every item is an action; "买苹果、大米" is a list of things. */
function splitEnumeration(clause: string): string[] {
  const items = clause.split("、");
  // A label before the first item heads them all: "这周末大扫除：擦窗户、洗窗帘".
  const isAction = (item: string, i: number) => startsWithChineseAction(i === 0 ? item.replace(LABEL, "") : item);
  return items.length > 1 && items.every(isAction) ? items : [clause];
}

/** Splits at 和 / 并 / 并且 / 还要 between two actions: "打扫房间和洗衣服" -> "打扫房间", "洗衣服"; not "打扫和整理书房". */
function splitChineseAnd(clause: string): string[] {
  for (const match of clause.matchAll(/并且|并|和|还要/gu)) {
    const end = match.index + match[0].length;
    if (match.index < 2 || clause.length - end < 2) continue;
    // Only the start of each side matters; a bare verb with a time and 记得 before it is short.
    const isBare = match.index <= 16 && isBareVerb(clause.slice(0, match.index));
    const isTime = TIME_ONLY.test(clause.slice(0, match.index)); // "周三和周五去上课": two days, one action
    // After a list of things, 和 brings its last one: "给宝宝带上尿不湿、湿巾和换洗衣服".
    if (match[0] === "和" && clause.slice(0, match.index).includes("、")) continue;
    // Inside an open 把, before its verb, 和 joins the things it takes: "把照片和学历证明上传".
    if (match[0] === "和" && waitsForItsVerb(clause.slice(0, match.index))) continue;
    // After 并 / 并且 / 还要 (never a preposition, unlike 和) a word that opens an action counts too: "预约体检并且把车送去保养".
    const next = clause.slice(end, end + 24);
    const opensAction = match[0] === "和" ? startsWithChineseVerb(next) : startsWithChineseAction(next);
    if (!isBare && !isTime && opensAction) return [clause.slice(0, match.index), ...splitChineseAnd(clause.slice(end))];
  }
  return [clause];
}

// 再 and 先 are connectors on their own, but not in 再次 (again) or 先生 (Mr); nor are 最后 and 还有 before a number,
// where they name the last one or how many are left: "最后一笔款验收完再付".
const SPECIAL_CONNECTORS = new Set(["再", "先", "最后", "还有"]);
const LEADING_CHINESE_CONNECTOR = new RegExp(
  `^(?:${CHINESE_CONNECTORS.filter((c) => !SPECIAL_CONNECTORS.has(c)).join("|")}|再(?!次)|先(?!生)|(?:最后|还有)(?![\d一二两三四五六七八九十几]))`,
  "u",
);

export function cleanChinese(piece: string): string {
  return piece
    .trim()
    .replace(/^[\s，,、；;]+/u, "")
    .replace(LEADING_CHINESE_CONNECTOR, "")
    .replace(/[\s，,。.、；;:：]+$/u, "")
    .trim();
}

const RESULT = "起来|下来|上来|出去|出来|进去|回来|回去|过来|过去|上|下|掉|好|完|齐|了";
const ANY_VERB = new RegExp(VERBS_LONGEST_FIRST, "u");
/**
 * Has the 把 near the end of `before` no verb after it yet, nor a result ("今晚把简历", "把照片"; not "把那张旧卡销了")? Then
 * what follows is still part of it.
 */
const waitsForItsVerb = (before: string) => {
  const after = before.slice(before.lastIndexOf("把") + 1);
  return OPEN_BA.test(before) && !ANY_VERB.test(after) && !/[了掉完好]$/u.test(after);
};
/**
 * A verb with no object of its own, only a result or a direction and perhaps whom it goes to: "记下来",
 * "周四前交掉", "寄出去", "发给会计", "上传到报销系统", "让孩子带回学校". Its object is the thing named
 * before it, so it is not a task alone. A verb alone takes no object at all ("早点睡") and is not one.
 */
const NO_OBJECT = new RegExp(
  `^(?:(?:让|叫|请)\\p{Script=Han}{1,4}?)?(?:${VERBS_LONGEST_FIRST})(?:一下)?(?:(?:${RESULT})+(?:$|给|到|回|进|去|在)|给|到|回|进|在)`,
  "u",
);

/** A verb whose object is only how many: "复印两份", "买两罐". What they are was named before. */
const ONLY_HOW_MANY = new RegExp(`^(?:${VERBS_LONGEST_FIRST})(?:一下)?[\\d一二两三四五六七八九十几]+\\p{Script=Han}$`, "u");
/** For someone, then a verb with only a direction or a result: "给住院的爸爸送去", "帮我寄出去". */
const FOR_SOMEONE_NO_OBJECT = new RegExp(`^(?:给|帮|替|向)\\p{Script=Han}{1,8}?(?:${VERBS_LONGEST_FIRST})(?:${RESULT}|去|来)+$`, "u");

/** A verb, known or not, with 一下 and nothing after it: "塑封一下", "剁一下". What it is done to was named before. */
const A_MOMENT_OF_IT = /^\p{Script=Han}{1,2}一下$/u;

export const refersBackInChinese = (piece: string) => {
  const text = withoutLeadIn(cleanChinese(piece));
  return NO_OBJECT.test(text) || ONLY_HOW_MANY.test(text) || FOR_SOMEONE_NO_OBJECT.test(text) || A_MOMENT_OF_IT.test(text);
};

/** Getting to a place or a tool as a first step towards what is done there: "打开预算表，把三月的填上", "登录网银，查扣款". */
const FIRST_STEP = /^(?:打开|登录|登陆|进入)/u;

export const isFirstStepInChinese = (piece: string) => FIRST_STEP.test(withoutLeadIn(cleanChinese(piece)));

/**
 * A thing and what has become of it, though its first character can be a verb: "洗碗机坏了", "打印纸用完了".
 * Not an action that passes such news on: "跟房东说一下热水器坏了".
 */
const STATE_CHANGE = /(?:坏|到|来|没|完|涨|满|丢|破|漏|脏|过期|到期|截止)了?$/u;
const PASSES_ON = /^(?:跟|给|和|向|帮|让|请)|说|告诉|问|提醒|通知|反映/u;

/**
 * What was done or did not happen, told with the marks of a report rather than of a to-do: a verb with 了 before what
 * it was done to ("今天跑了四十多单", "给爸爸申请了长护险"; not "把费交了", where 了 closes a 把, nor "吃了药再睡", a first step),
 * or 没 / 不会 before a verb ("数学没考好", "地铁都不会坐").
 */
const DONE = /^(?!.*[把将]).*?\p{Script=Han}了((?:[\d一二两三四五六七八九十几]|\p{Script=Han}{2,}).*)$/u;
const NOT_DONE = /没有?(?!事|空|问题|关系)\p{Script=Han}|不会\p{Script=Han}/u;
/** Done with 了, then what it was done to, not a next step ("单子来了交掉") nor a first one ("吃了药再睡"). */
const toldAsDone = (text: string) => {
  const after = DONE.exec(text)?.[1];
  return after !== undefined && !startsWithChineseVerb(after) && !/再|就|才|然后/u.test(after);
};

export const readsAsStatementInChinese = (clause: string) => {
  const text = cleanChinese(clause);
  if (toldAsDone(text) || NOT_DONE.test(text)) return true;
  return STATE_CHANGE.test(text) && /了$|过期|到期|截止/u.test(text) && !PASSES_ON.test(text);
};
