/** Word lists the task engine reads. Lower case throughout. */

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Little words that carry no meaning for emoji matching. */
export const ENGLISH_STOPWORDS = set(`
  a an the my our your his her their its this that these those some any to for of at with
  and or but from by about as is are be am was were it me him them us i we you
  he she they all just get go going got do does did done make made new more most very really
`);

/** Little words that change a verb's meaning ("check in", "work out"): kept for phrases, not indexed alone. */
export const PARTICLES = set("up out off in on into onto down over away");

/**
 * Verbs that start a to-do ("buy milk", "call mom"). When one follows "and" or a comma after a
 * complete action, the line holds a second action and is split there.
 */
export const ACTION_VERBS = set(`
  add answer apply arrange ask attend back bake bathe book bring brush buy call cancel catch change
  charge check chop clean clear close collect color come complete confirm contact cook copy create
  cut deal debug decide declutter defrost deliver deploy deposit design discuss do download draft
  drink drive drop dust eat edit email empty enroll exercise fax feed file fill finish fix fold
  follow get give go grab hang have help hire hoover host hug invite iron jog join learn leave lift
  list listen look mail make meal meditate meet message mop mow move note open order organise
  organize pack paint pay phone pick plan plant post prep prepare print proofread put read rebook
  recycle refill register remember remind renew rent repair reply reschedule research reserve respond
  return review ring run save scan schedule sell send set share shop shower sign sing sleep sort
  start stop stretch study submit sweep swim take talk text thank throw tidy top touch transfer
  unpack update upload vacuum visit wake walk wash watch water weigh wipe wrap write
`);

/** Words that join two actions on one line and are dropped when the line is split. */
export const ENGLISH_CONNECTORS = ["and then", "after that", "afterwards", "then", "also", "plus", "and", "next", "finally", "later"];

/** Abbreviations whose full stop does not end a sentence. */
export const ABBREVIATIONS = set("dr mr mrs ms st vs etc e.g i.e a.m p.m no approx appt jan feb mar apr jun jul aug sep sept oct nov dec");

/** Chinese words that join two actions and are dropped from the start of a split piece. */
export const CHINESE_CONNECTORS = [
  "然后再",
  "然后",
  "接着",
  "之后再",
  "之后",
  "随后",
  "还要",
  "并且",
  "顺便",
  "另外",
  "最后",
  "首先",
  "先",
  "再",
  "并",
  "还有",
];

/** Chinese verbs that start a second action after 和 / 并 ("打扫房间和洗衣服"). */
export const CHINESE_ACTION_VERBS = [
  "买",
  "打",
  "去",
  "做",
  "写",
  "给",
  "发",
  "交",
  "取",
  "洗",
  "扫",
  "整理",
  "完成",
  "准备",
  "预约",
  "提交",
  "回复",
  "联系",
  "检查",
  "看",
  "读",
  "学",
  "练",
  "跑",
  "喂",
  "遛",
  "浇",
  "收拾",
  "订",
  "付",
  "缴",
  "寄",
  "接",
  "送",
  "修",
  "换",
  "还",
  "约",
  "问",
  "带",
  "拿",
  "做",
  "煮",
  "开",
];
