/** Word lists the task engine reads. Lower case throughout. */

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Little words that carry no meaning for emoji matching. */
export const ENGLISH_STOPWORDS = set(`
  a an the my our your his her their its this that these those some any to for of at with
  and or but from by about as is are be am was were it me him them us i we you
  he she they all just get go going got do does did done make made new more most very really
`);

/** The days of the week, written out: read as when to do an action ("next Tuesday") and as a deadline ("by Friday"). */
export const ENGLISH_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

/** Little words that change a verb's meaning ("check in", "work out"): kept for phrases, not indexed alone. */
export const PARTICLES = set("up out off in on into onto down over away");

/**
 * Verbs that start a to-do ("buy milk", "call mom"). When one follows "and" or a comma after a
 * complete action, the line holds a second action and is split there. Words that are more often
 * nouns in a shopping list ("oil", "stock", "cover") are left out.
 */
export const ACTION_VERBS = set(`
  add analyse analyze answer apply approve arrange ask assemble attend back bake bathe book borrow bring brush buy
  call cancel catch chase change charge check chop claim clean clear close collect color come compare
  complete confirm contact cook cool copy create cut deal debug decide declutter defrost deliver deploy draw
  deposit descale design discuss do donate download draft drink drive drop dust eat edit email empty
  enroll exercise fax feed fetch file fill find finish fix floss fold follow get give go grab hang
  have help hire hit hoover host hug install invite iron jog join label learn leave lend lift list listen
  load look mail make marinate mash measure meal meditate meet mend message mop move mow note open order organise
  organize pack paint pay peel phone pick plan plant polish pop post practice practise prep prepare print
  proofread pull put read rebook recycle redo refill register rehearse reheat remember remind remove
  renew rent repair replace reply repot reschedule research reserve respond restock return review
  revise ring rinse run save scan schedule scrub sell send set sew share sharpen shop shower sign sing
  simmer sleep sort start stir stop stretch study submit swap sweep swim take talk tell test text thank
  thaw throw tidy top touch transfer trim tune turn unload unpack unplug unsubscribe update upload
  vacuum visit vote wake walk wash watch water weed weigh whisk wipe withdraw wrap write
`);

/** Words that join two actions on one line and are dropped when the line is split. */
export const ENGLISH_CONNECTORS = ["and then", "after that", "afterwards", "then", "also", "plus", "and", "next", "finally", "later"];

/** Abbreviations whose full stop does not end a sentence. */
export const ABBREVIATIONS = set(
  "dr mr mrs ms prof st sr jr mt ave rd dept ch vol pg pp fig vs etc e.g i.e a.m p.m no approx appt jan feb mar apr jun jul aug sep sept oct nov dec",
);

/** Chinese words that join two actions and are dropped from the start of a split piece. */
export const CHINESE_CONNECTORS = [
  "然后再",
  "然后",
  "接着",
  "之后再",
  "之后",
  "随后",
  "还要",
  "还得",
  "并且",
  "顺便",
  "顺手",
  "顺路",
  "顺道",
  "另外",
  "最后",
  "首先",
  "先",
  "再",
  "并",
  "还有",
  "对了",
];

/**
 * Chinese verbs that start an action ("买菜", "整理书房"). A clause that starts with one, after a
 * time and words such as 记得 or 先, is a task of its own.
 */
export const CHINESE_ACTION_VERBS = set(`
  买 打 去 做 写 给 发 交 取 洗 扫 拖 擦 晾 叠 倒 扔 捐 收 整理 完成 准备 预约 提交 回复 联系 检查 看 读 背
  学 练 跑 喂 遛 浇 收拾 订 付 缴 寄 接 送 修 换 还 约 问 带 拿 煮 炒 烧 腌 吃 喝 睡 哄 陪 开 签 查 退 办 填
  找 通知 告诉 提醒 确认 安排 讨论 参加 报名 申请 注册 充值 转 存 取消 更新 上传 下载 打印 复印 扫描
  装 搬 剪 复习 预习 背诵 清洗 消毒 备份 续签 打包 打扫 锻炼 散步 拉伸 冥想 体检 挂号 汇报 交接 对 晒 刷 贴
  缝 熨 拆 铺 种 点 叫 逛 聊 见 拜访 看望 探望 接送 报名 报税 报修 借 领 改 批改 默写 抄 听 教 考 上课 上网 下单 报销
  审批 核对 盘点 统计 归档 起草 翻译 汇总 校对 定 设 充 量 测 吃药 选 投 面试 租 卖 催 退货 追 回 记 玩 熬 续 走 爬 等 加 挂
  比较 辅导 关 补 补办 抢 通 泡 铲 囤 配 拍 导出 部署 注销 清理 登录 炖 蒸 煎 熨 剁 起床 坐 挪 弄 搞
`);

/** Words that open an action without being its verb: "把报销单交给财务", "跟同事约时间", "帮妈妈买药". */
export const CHINESE_COVERBS = set("把 将 跟 和 与 给 帮 替 找 带 让 请 向 用 到 在 陪");

/** Words that begin with a verb's character but are not actions: 洗衣液 is detergent, 还有 is "and also". */
export const CHINESE_NOT_VERBS = set(`
  还有 还是 开心 看起来 看来 看样子 问题 发票 发现 交通 学校 学期 接下来 接着 去年 打印机 洗衣液 洗衣机
  洗发水 洗洁精 洗面奶 送货单 对了 对面 到底 在意 找不到 给力 带来 点心 定期 设备 报告 报纸 考试 见面会 听说 回忆
  体检报告 体检结果 记得 记者 记性 记忆 玩具 等等 等于 关于 关系 通常 配件 拍卖会 坐标 泡沫
`);
