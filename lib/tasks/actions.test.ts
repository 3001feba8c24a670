import { beforeAll, describe, expect, it } from "vitest";
import { splitActions } from "./actions";
import { holdsActionInChinese, splitChinese } from "./chinese-actions";
import { startsWithChineseAction, withoutLeadIn } from "./chinese-verbs";
import { processTasksLocally } from "./index";
import { loadEnglishTagger } from "./english-tags";

describe("splitActions in English", () => {
  it("splits a line that holds several actions into short tasks", () => {
    expect(splitActions("Call the dentist, then buy milk and finish the report by Friday")).toEqual([
      "Call the dentist",
      "Buy milk",
      "Finish the report by Friday",
    ]);
  });

  it("splits sentences, semicolons and 'after that'", () => {
    expect(splitActions("Pay the electricity bill. Book flights to Rome; email Sam after that water the plants")).toEqual([
      "Pay the electricity bill",
      "Book flights to Rome",
      "Email Sam",
      "Water the plants",
    ]);
  });

  it("keeps one action with a list of things, or two verbs on one object, whole", () => {
    expect(splitActions("Buy apples, bananas, and milk")).toEqual(["Buy apples, bananas, and milk"]);
    expect(splitActions("Call mom and dad")).toEqual(["Call mom and dad"]);
    expect(splitActions("Wash and fold the laundry")).toEqual(["Wash and fold the laundry"]);
    expect(splitActions("Buy milk and water")).toEqual(["Buy milk and water"]);
  });

  it("does not split after abbreviations", () => {
    expect(splitActions("See Dr. Lee at 4 p.m. tomorrow")).toEqual(["See Dr. Lee at 4 p.m. tomorrow"]);
  });

  it("keeps the number on the first piece and '!!' with its task", () => {
    expect(splitActions("1. Pay rent!! Then call the landlord")).toEqual(["1. Pay rent!!", "Call the landlord"]);
  });
});

describe("splitActions in Chinese", () => {
  it("splits clauses joined by commas and connectors", () => {
    expect(splitActions("给牙医打电话，然后去买牛奶，周五前完成报告")).toEqual(["给牙医打电话", "去买牛奶", "周五前完成报告"]);
    expect(splitActions("打扫房间和洗衣服")).toEqual(["打扫房间", "洗衣服"]);
  });

  it("keeps enumerations and time phrases with their action", () => {
    expect(splitActions("买苹果、香蕉和牛奶")).toEqual(["买苹果、香蕉和牛奶"]);
    expect(splitActions("明天下午，去银行")).toEqual(["明天下午，去银行"]);
    expect(splitActions("再次确认机票")).toEqual(["再次确认机票"]);
  });

  it("reads a time of day with its minutes in words, and after school, as when an action is done", () => {
    for (const clause of ["七点二十送他到校门口", "八点一刻去接人", "十点零五分开会", "放学让外婆去接"])
      expect(startsWithChineseAction(clause)).toBe(true);
    // The 一 of 一起 is no minute.
    expect(withoutLeadIn("两点一起去买菜")).toBe("去买菜");
    expect(splitActions("早上六点半起床给儿子做早饭，七点二十送他到校门口，放学让外婆去接")).toEqual([
      "早上六点半起床给儿子做早饭",
      "七点二十送他到校门口",
      "放学让外婆去接",
    ]);
  });

  it("keeps 最后 and 还有 before a number, where they are not a connector", () => {
    expect(splitActions("交房租，最后一笔装修款验收完再付")).toEqual(["交房租", "最后一笔装修款验收完再付"]);
    expect(splitActions("交房租，最后去接孩子")).toEqual(["交房租", "去接孩子"]);
  });

  it("keeps a run of exclamation marks whole, with the urgency it carries", () => {
    expect(splitActions("交房租！！！")).toEqual(["交房租！！！"]);
    expect(processTasksLocally("交房租！！！\n买菜", "smart")).toEqual([
      { text: "交房租！！！", isPriority: true, emoji: null },
      { text: "买菜", isPriority: false, emoji: null },
    ]);
  });
});

describe("splitActions: actions glued together are cut apart", () => {
  it("cuts Chinese clauses separated only by '，', '；' or spaces", () => {
    expect(splitActions("买菜，洗衣服，给奶奶寄药")).toEqual(["买菜", "洗衣服", "给奶奶寄药"]);
    expect(splitActions("买菜 洗衣服 给奶奶寄药")).toEqual(["买菜", "洗衣服", "给奶奶寄药"]);
    expect(splitActions("去菜市场买鱼；回来把鱼腌上；晚上六点做饭")).toEqual(["去菜市场买鱼", "回来把鱼腌上", "晚上六点做饭"]);
    expect(splitActions("周五跟导师约时间，下午跟朋友喝咖啡")).toEqual(["周五跟导师约时间", "下午跟朋友喝咖啡"]);
  });

  it("cuts a Chinese list of actions at '、', but not a list of things", () => {
    expect(splitActions("退宽带、办水电过户、买纸箱和胶带")).toEqual(["退宽带", "办水电过户", "买纸箱和胶带"]);
    expect(splitActions("买鸡蛋、牛奶和面包")).toEqual(["买鸡蛋、牛奶和面包"]);
  });

  it("cuts English run-ons at 'and also', and at commas before a new verb phrase", () => {
    expect(splitActions("Sell the old desk and also give notice to the landlord")).toEqual(["Sell the old desk", "Give notice to the landlord"]);
    expect(splitActions("Make flashcards, redo last year's paper and meet the study group")).toEqual([
      "Make flashcards",
      "Redo last year's paper",
      "Meet the study group",
    ]);
    expect(splitActions("Prepare the slides, review and approve Sam's pull request")).toEqual([
      "Prepare the slides",
      "Review and approve Sam's pull request",
    ]);
  });

  it("cuts an English line typed without any punctuation before each new verb", () => {
    expect(splitActions("pick up the kids at 3 drop the car at the garage buy dog food")).toEqual([
      "Pick up the kids at 3",
      "Drop the car at the garage",
      "Buy dog food",
    ]);
    expect(splitActions("water the plants feed the fish take out the recycling")).toEqual([
      "Water the plants",
      "Feed the fish",
      "Take out the recycling",
    ]);
  });

  it("splits after an abbreviation when a capitalised verb follows", () => {
    expect(splitActions("Send the list to Dr. Patel by 5 p.m. Print the final copy")).toEqual([
      "Send the list to Dr. Patel by 5 p.m.",
      "Print the final copy",
    ]);
    expect(splitActions("Email Prof. Wong about the extension")).toEqual(["Email Prof. Wong about the extension"]);
  });
});

describe("splitActions: one action is not cut in two", () => {
  it("keeps two verbs on one object, and one verb's list of things, whole", () => {
    expect(splitActions("Wash and iron the shirts for the interview")).toEqual(["Wash and iron the shirts for the interview"]);
    expect(splitActions("Buy apples, rice and soap")).toEqual(["Buy apples, rice and soap"]);
    expect(splitActions("Buy milk, water and eggs")).toEqual(["Buy milk, water and eggs"]);
    expect(splitActions("Run 5k on Tuesday and Thursday")).toEqual(["Run 5k on Tuesday and Thursday"]);
  });

  it("keeps a verb and its particle alone with the object of the verb after 'and'", () => {
    expect(splitActions("Read through and sign the tenancy renewal")).toEqual(["Read through and sign the tenancy renewal"]);
    expect(splitActions("Fill in and post the passport form")).toEqual(["Fill in and post the passport form"]);
    expect(splitActions("Read the letter and sign the form")).toEqual(["Read the letter", "Sign the form"]);
  });

  it("keeps an action whose 'it' or 'them' comes later with the thing it points back to", () => {
    expect(splitActions("Pack the jumble sale books and find a box for them")).toEqual(["Pack the jumble sale books and find a box for them"]);
    expect(splitActions("Dig out the old router and take a photo of it for the ISP")).toEqual([
      "Dig out the old router and take a photo of it for the ISP",
    ]);
    // "It" that says how something is points back to nothing: two tasks.
    expect(splitActions("Pay the nursery fees and book the MOT, it's due soon")).not.toHaveLength(1);
  });

  it("keeps a call together with what to say in it", () => {
    expect(splitActions("Call Mum and tell her about the flight")).toEqual(["Call Mum and tell her about the flight"]);
  });

  it("keeps '和', '跟' and '、' inside one Chinese action", () => {
    expect(splitActions("打扫和整理书房")).toEqual(["打扫和整理书房"]);
    expect(splitActions("清洗和消毒宝宝的奶瓶")).toEqual(["清洗和消毒宝宝的奶瓶"]);
    expect(splitActions("跟同事约时间开会")).toEqual(["跟同事约时间开会"]);
    expect(splitActions("买苹果、大米和洗衣液")).toEqual(["买苹果、大米和洗衣液"]);
  });

  it("keeps a Chinese clause that explains, or refers back to, the action with it", () => {
    expect(splitActions("紧急：联系房东，水管漏了")).toEqual(["紧急：联系房东，水管漏了"]);
    expect(splitActions("车险下周到期，尽快续保")).toEqual(["车险下周到期，尽快续保"]);
    expect(splitActions("给孩子签家长会回执，明天要交")).toEqual(["给孩子签家长会回执，明天要交"]);
    expect(splitActions("如果下雨，就在家健身")).toEqual(["如果下雨，就在家健身"]);
  });

  it("does not cut unpunctuated lines where a verb depends on the one before", () => {
    expect(splitActions("Help Mum clean the garage")).toEqual(["Help Mum clean the garage"]);
    expect(splitActions("Check the blood test results with the GP tomorrow")).toEqual(["Check the blood test results with the GP tomorrow"]);
    expect(splitActions("Soccer practice - bring oranges for the team")).toEqual(["Soccer practice - bring oranges for the team"]);
  });
});

describe("splitActions: labels", () => {
  it("cuts a heading label off the actions it introduces", () => {
    expect(splitActions("Home stuff: fix the tap, hang the curtains")).toEqual(["Fix the tap", "Hang the curtains"]);
    expect(splitActions("周末：买菜，洗衣服")).toEqual(["买菜", "洗衣服"]);
    expect(splitActions("Moving checklist: book the van")).toEqual(["Book the van"]);
  });

  it("keeps a label that says how urgent the task is, or gives it its meaning", () => {
    expect(splitActions("Important: renew passport")).toEqual(["Important: renew passport"]);
    expect(splitActions("No rush: research new phone")).toEqual(["No rush: research new phone"]);
    expect(splitActions("Group chat: decide on Vegas dates")).toEqual(["Group chat: decide on Vegas dates"]);
    expect(splitActions("groceries: eggs, spinach, rice, oat milk")).toEqual(["groceries: eggs, spinach, rice, oat milk"]);
    expect(splitActions("Call bank re: card")).toEqual(["Call bank re: card"]);
  });

  it("keeps an action whose things come before its verb, and cuts the label above it", () => {
    expect(splitActions("年货清单：瓜子、糖果、春联各买一些。给爸妈订回家的车票。")).toEqual(["瓜子、糖果、春联各买一些", "给爸妈订回家的车票"]);
  });

  it("splits actions listed with 、 after a label, which heads them all", () => {
    expect(splitActions("周日大扫除：擦玻璃、洗床单、把冰箱清一下")).toEqual(["擦玻璃", "洗床单", "把冰箱清一下"]);
  });

  it("cuts a label that says when off the several actions it heads, rather than leave it on the first alone", () => {
    expect(splitActions("明天要做的：交物业费，去驿站拿快递，给老姨打个电话")).toEqual(["交物业费", "去驿站拿快递", "给老姨打个电话"]);
    expect(splitActions("Today: call mom")).toEqual(["Today: call mom"]);
  });

  it("cuts a long English label before a colon off the several actions it heads, even when it says when", () => {
    expect(splitActions("Things to do before the flight on Thursday: check in online, weigh the suitcases")).toEqual([
      "Check in online",
      "Weigh the suitcases",
    ]);
    // Over one action it is the task's own words, and an action before a colon keeps its colon.
    expect(splitActions("Things to do before the flight on Thursday: check in online")).toEqual([
      "Things to do before the flight on Thursday: check in online",
    ]);
    expect(splitActions("Tell Sam the plan for the weekend trip to Wales: meet at 5, bring boots")[0]).toBe(
      "Tell Sam the plan for the weekend trip to Wales: meet at 5",
    );
  });
});

describe("splitActions: a pasted Chinese paragraph", () => {
  it("drops a piece that is only a connector, so the action after it stands alone", () => {
    expect(splitActions("还有，周日带爸妈去体检")).toEqual(["周日带爸妈去体检"]);
  });

  it("drops 还得 from the start of a paragraph's action, as 还要, and keeps a line as typed", () => {
    expect(splitActions("把小房间收拾出来。还得在小区旁边给他报个游泳班。")).toEqual(["把小房间收拾出来", "在小区旁边给他报个游泳班"]);
    expect(splitActions("还得交房租")).toEqual(["还得交房租"]);
  });

  it("reads a Chinese clause against the one just before it, not all that was joined", () => {
    expect(splitActions("车险下周到期，尽快续保，顺便问问保费")).toEqual(["车险下周到期，尽快续保", "问问保费"]);
  });

  it("starts a new Chinese action after a space, even one with nothing after its verb", () => {
    expect(splitActions("期末复习 整理高数错题 背英语作文模板")).toEqual(["期末复习", "整理高数错题", "背英语作文模板"]);
    expect(splitActions("今晚再复习一遍重点 早点睡")).toEqual(["今晚再复习一遍重点", "早点睡"]);
  });

  it("sets a Chinese mood after an action apart, and leaves out a sentence of news that holds no action", () => {
    expect(splitActions("周三前填好报名表 今天好累 明天再说吧")).toEqual(["周三前填好报名表", "今天好累 明天再说吧"]);
    expect(splitActions("体检报告出来了，有几项偏高。下周去医院复查")).toEqual(["下周去医院复查"]);
  });

  it("cuts at a space after an emoji, and keeps every action of a sentence after a remark", () => {
    expect(splitActions("年终奖发了🎉 提前还一部分房贷，给自己换台新电脑。")).toEqual(["年终奖发了🎉", "提前还一部分房贷", "给自己换台新电脑"]);
    expect(splitActions("奶奶出院了。每天提醒她按时吃药，家里浴室装个扶手。")).toEqual(["每天提醒她按时吃药", "家里浴室装个扶手"]);
  });

  it("leaves out what was done (a verb with 了 before its object) or not done (没, 不会), and keeps a to-do told with 了", () => {
    expect(splitActions("下午面试了三家公司，一家都没回音。晚上把作品集整理一遍。明天给猎头打个电话。")).toEqual([
      "晚上把作品集整理一遍",
      "明天给猎头打个电话",
    ]);
    expect(splitActions("吃了药再睡")).toEqual(["吃了药再睡"]);
    expect(splitActions("把费交了")).toEqual(["把费交了"]);
  });

  it("cuts prose typed with no marks before a time that opens an action, and leaves out the remark before the first", () => {
    expect(splitActions("女儿英语单词听写只对了一半气死我了晚上陪她把错的抄三遍周末去书店买本词汇书")).toEqual([
      "晚上陪她把错的抄三遍",
      "周末去书店买本词汇书",
    ]);
    // A line typed in a hurry is cut the same way; a thing named before its time and its verb is not ("签证材料周四前交齐").
    expect(splitActions("把车开去洗一下顺路加个油晚上八点前把车还给老丈人")).toEqual(["把车开去洗一下", "加个油", "晚上八点前把车还给老丈人"]);
    expect(splitActions("签证材料周四前交齐")).toEqual(["签证材料周四前交齐"]);
    // 再 and 还有 open the next action too, but not after an open 把 or a time that says when ("明天面试前").
    expect(splitActions("明天去物业交停车费再去菜鸟驿站寄个退货")).toEqual(["明天去物业交停车费", "去菜鸟驿站寄个退货"]);
    expect(splitActions("今天必须把合同盖章寄出去还有给王姐回电话")).toEqual(["今天必须把合同盖章寄出去", "给王姐回电话"]);
    expect(splitActions("今晚把简历再过一遍")).toEqual(["今晚把简历再过一遍"]);
    expect(splitActions("明天面试前再看一遍简历")).toEqual(["明天面试前再看一遍简历"]);
    // What is handed on, what points back, and a 把 still waiting for its verb stay with what comes before.
    expect(splitActions("明天上午把报销单交到财务下午跟房东说周末退租晚上把行李先打包好")).toEqual([
      "明天上午把报销单交到财务",
      "下午跟房东说周末退租",
      "晚上把行李先打包好",
    ]);
  });

  it("gives the action left after news in prose typed with no marks, not the paragraph as typed, and a time alone stays with it", () => {
    // The news before the time is left out; the one action left is a task of its own, not a sign to keep the whole text.
    expect(splitActions("快递又丢了商家说查不到真是气死我了明天上午去驿站找工作人员问问")).toEqual(["明天上午去驿站找工作人员问问"]);
    // 再 after a time alone does not cut the time off its action.
    expect(splitActions("快递又丢了商家说查不到真是气死我了明天上午再去驿站找工作人员问问")).toEqual(["明天上午再去驿站找工作人员问问"]);
    expect(splitChinese("明天上午再去驿站问问")).toEqual([["明天上午再去驿站问问"]]);
  });

  it("keeps 顺便 and its kind with the action they open, wherever the cut before it is made", () => {
    // 问问 at the end refuses the rules' cut before 顺便 (it may hand on what is asked); the boundary model cuts instead.
    expect(splitActions("快递又丢了商家说查不到真是气死我了明天上午再去驿站找工作人员问问顺便把拼多多那件退货寄了晚上给儿子签试卷")).toEqual([
      "明天上午再去驿站找工作人员问问",
      "把拼多多那件退货寄了",
      "晚上给儿子签试卷",
    ]);
  });

  it("cuts where the time of the next action starts, not inside a time that ends the clause before or says how long", () => {
    // 到 takes 十点: the next action starts at 明天早上.
    expect(splitActions("累死了今天加班到十点明天早上去银行改预留手机号再给女儿交午餐费")).toEqual(["明天早上去银行改预留手机号", "给女儿交午餐费"]);
    // 一上午 and 一晚上 say how long, not when.
    expect(splitActions("今天在车管所排队排了一上午下午去银行把罚款交了晚上给孩子签试卷")).toEqual(["下午去银行把罚款交了", "晚上给孩子签试卷"]);
    expect(splitActions("这两天牙疼了一晚上又一晚上明天去口腔医院挂个号顺便洗个牙")).toEqual(["明天去口腔医院挂个号", "洗个牙"]);
    // 这周末 is one time.
    expect(splitActions("房租涨了三百真离谱这周末去看看别的小区的房子问中介要几套房源")).toEqual(["这周末去看看别的小区的房子", "问中介要几套房源"]);
  });

  it("in prose, cuts after three characters before a time when they are a verb and its object", () => {
    expect(splitActions("周末事情太多了真是累死了上午先买猫砂洗床单下午接孩子去上游泳课晚上把客厅的灯泡换了")).toEqual([
      "上午先买猫砂",
      "洗床单",
      "下午接孩子去上游泳课",
      "晚上把客厅的灯泡换了",
    ]);
  });

  it("leaves out news or a reason said before an action in the same sentence, unless the action points back with 它", () => {
    expect(splitActions("宝宝下周打疫苗，先在小程序上预约。把疫苗本放进包里。")).toEqual(["在小程序上预约", "把疫苗本放进包里"]);
    expect(splitActions("为了年底考证，每天晚上学一小时。这周把第一章看完。")).toEqual(["每天晚上学一小时", "这周把第一章看完"]);
    expect(splitActions("电费单到了，把它交了。然后查一下燃气余额。")).toEqual(["电费单到了，把它交了", "查一下燃气余额"]);
  });

  it("keeps a Chinese action whose verb comes after its topic or a deadline label, in a paragraph that leaves news out", () => {
    expect(splitActions("快递还没到。打客服电话催一下。另外拼多多的那单确认收货。")).toEqual(["打客服电话催一下", "拼多多的那单确认收货"]);
    expect(splitActions("周三之前：交作业。还图书馆的书。")).toEqual(["周三之前：交作业", "还图书馆的书"]);
  });

  it("knows more Chinese ways to start an action: in advance, on the way, don't, early, next month", () => {
    expect(splitActions("周日去体检，提前在网上挂号")).toEqual(["周日去体检", "提前在网上挂号"]);
    expect(splitActions("把快递退回去，顺路取一下修好的鞋")).toEqual(["把快递退回去", "取一下修好的鞋"]);
    expect(splitActions("睡前别玩手机，每天下午去散步")).toEqual(["睡前别玩手机", "每天下午去散步"]);
    expect(splitActions("记账，下个月少点外卖")).toEqual(["记账", "下个月少点外卖"]);
  });

  it("takes a Chinese clause that names the thing first, then what to do with it, as an action", () => {
    expect(splitActions("给爸妈转钱，剩下的存起来")).toEqual(["给爸妈转钱", "剩下的存起来"]);
  });

  it("keeps one Chinese action on two days whole", () => {
    expect(splitActions("周三和周五去上口语课")).toEqual(["周三和周五去上口语课"]);
  });
});

describe("splitActions: marks between actions, and lists of things", () => {
  it("reads '+', '/' and a spaced dash between two actions as 'and'", () => {
    expect(splitActions("Top up the gas meter + buy bread")).toEqual(["Top up the gas meter", "Buy bread"]);
    expect(splitActions("Post the eBay parcel / charge the car")).toEqual(["Post the eBay parcel", "Charge the car"]);
    expect(splitActions("Renew the breakdown cover - book the dog groomer")).toEqual(["Renew the breakdown cover", "Book the dog groomer"]);
    expect(splitActions("Nursery fees went up - update the standing order")).toEqual(["Nursery fees went up - update the standing order"]);
  });

  it("reads '+' and '/' between two Chinese actions as a break, spaced or not", () => {
    expect(splitActions("交罚款+约年检")).toEqual(["交罚款", "约年检"]);
    expect(splitActions("还快递柜的件/买猫砂/约保洁")).toEqual(["还快递柜的件", "买猫砂", "约保洁"]);
    expect(splitActions("打印A4/A3各一份")).toEqual(["打印A4/A3各一份"]);
  });

  it("keeps the last thing of a list with its action, but not a verb with an object of its own", () => {
    expect(splitActions("Pay the gas, electric and water bills")).toEqual(["Pay the gas, electric and water bills"]);
    expect(splitActions("Buy wraps, ham and apples and make the pasta salad")).toEqual(["Buy wraps, ham and apples", "Make the pasta salad"]);
  });

  it("never cuts an amount at the comma that groups its thousands", () => {
    expect(splitActions("Send £2,400.50 to savings, then ring Mum")).toEqual(["Send £2,400.50 to savings", "Ring Mum"]);
    expect(splitActions("Move £1,140 into the joint account before the 1st. Ask Sam about the free hours")).toEqual([
      "Move £1,140 into the joint account before the 1st",
      "Ask Sam about the free hours",
    ]);
    expect(splitActions("交1,200押金，然后去接孩子")).toEqual(["交1,200押金", "去接孩子"]);
    expect(splitActions("房租涨到4,500了。给房东转4,500，再问问能不能月底付")).toEqual(["给房东转4,500", "问问能不能月底付"]);
  });

  it("knows a Chinese verb the lexicon lacks by what follows it: 一下, 一遍, 个 and its object", () => {
    expect(splitActions("修马桶，通一下厨房下水道")).toEqual(["修马桶", "通一下厨房下水道"]);
    expect(splitActions("这个月交房租")).toEqual(["这个月交房租"]);
  });

  it("reads 顺便, 另外 and 还要 as one more errand, and a hedge such as 有时间 as an action of its own", () => {
    expect(splitActions("车险快到期了续上，顺便洗个车")).toEqual(["车险快到期了续上", "洗个车"]);
    expect(splitActions("交水电费，有时间给车打个蜡")).toEqual(["交水电费", "有时间给车打个蜡"]);
    expect(splitActions("把简历投出去，不忙的话整理下书桌")).toEqual(["把简历投出去", "不忙的话整理下书桌"]);
  });

  it("keeps a step after 顺便 or 还要 with the errand when it has no object of its own, whatever its verb", () => {
    expect(splitActions("去打印店打简历，还要塑封一下")).toEqual(["去打印店打简历，还要塑封一下"]);
    expect(splitActions("买排骨，顺便剁一下")).toEqual(["买排骨，顺便剁一下"]);
    expect(splitActions("交电费，还要买菜")).toEqual(["交电费", "买菜"]);
  });

  it("keeps a short word with no verb before an action after a space with that action: it is no task alone", () => {
    expect(splitActions("爸爸 买药")).toEqual(["爸爸 买药"]);
    expect(splitActions("心累 去移动营业厅补卡")).toEqual(["心累 去移动营业厅补卡"]);
    // A heading is still cut, and two actions are still two.
    expect(processTasksLocally("工作 交报告", "smart").map((task) => task.text)).toEqual(["交报告"]);
    expect(splitActions("买菜 洗衣服")).toEqual(["买菜", "洗衣服"]);
  });

  it("keeps a Chinese action on 它 with the one before it, and cuts at 并且 before 把", () => {
    expect(splitActions("下载电子发票，把它发到报销群")).toEqual(["下载电子发票，把它发到报销群"]);
    expect(splitActions("打印好机票行程单并带上它")).toEqual(["打印好机票行程单并带上它"]);
    expect(splitActions("预约体检并且把车送去保养")).toEqual(["预约体检", "把车送去保养"]);
  });
});

describe("splitActions: structure over word lists", () => {
  beforeAll(() => loadEnglishTagger());

  it("takes a verb and its object for an action though the engine's words lack the verb, not for news before one", () => {
    expect(splitActions("Reconcile the bank feed & chase the Harris invoice")).toEqual(["Reconcile the bank feed", "Chase the Harris invoice"]);
    expect(splitActions("Prune the lemon tree also ring the grandkids")).toEqual(["Prune the lemon tree", "Ring the grandkids"]);
    expect(splitActions("Gas bill came, pay it by Thursday")).toEqual(["Gas bill came, pay it by Thursday"]);
  });

  it("cuts before a verb the engine's words lack when its own object follows, in prose and on a list line", () => {
    expect(
      splitActions("Laptop's being replaced on Friday. Back up my dotfiles, push all the local branches and export the Postman collections."),
    ).toEqual(["Back up my dotfiles", "Push all the local branches", "Export the Postman collections"]);
    expect(splitActions("Put covers on the power points, anchor the bookshelf")).toEqual(["Put covers on the power points", "Anchor the bookshelf"]);
    expect(splitActions("Wipe down the high chair, sterilise the dummies and book swimming lessons")).toEqual([
      "Wipe down the high chair",
      "Sterilise the dummies",
      "Book swimming lessons",
    ]);
    // An action on 'it' or 'them' stays with the one before it, whatever its verb, and so does a first step.
    expect(splitActions("Wash the baby's bottles and sterilise them")).toEqual(["Wash the baby's bottles and sterilise them"]);
    expect(splitActions("Count the takings and lock them in the safe")).toEqual(["Count the takings and lock them in the safe"]);
    expect(splitActions("Come back at lunch and let the dog out")).toEqual(["Come back at lunch and let the dog out"]);
    // So does an action on 'him' or 'her', the person just named; 'her' before a thing says whose it is.
    expect(splitActions("Fetch Dad from the station and drive him to the hospital")).toEqual([
      "Fetch Dad from the station and drive him to the hospital",
    ]);
    expect(splitActions("Phone the school and book her a place at breakfast club")).toEqual([
      "Phone the school and book her a place at breakfast club",
    ]);
    expect(splitActions("Buy a birthday card and send her flowers")).toEqual(["Buy a birthday card", "Send her flowers"]);
  });

  it("makes the step after 'then' a task of its own whatever came before, and cuts a label before an action the tagger reads", () => {
    expect(splitActions("Log into the school portal, then pay for the trip")).toEqual(["Log into the school portal", "Pay for the trip"]);
    expect(splitActions("Deep clean the showers then update the class booking app")).toEqual([
      "Deep clean the showers",
      "Update the class booking app",
    ]);
    expect(splitActions("Weekend: explore the area, find a halal butcher, buy a kettle.")).toEqual([
      "Explore the area",
      "Find a halal butcher",
      "Buy a kettle",
    ]);
  });

  it("keeps verbs alone before 'and' with the object they share", () => {
    expect(splitActions("Wash, dry and fold the scrubs")).toEqual(["Wash, dry and fold the scrubs"]);
  });

  it("keeps a Chinese list of things whole through 和, and an action whose object is only how many or a direction", () => {
    expect(splitActions("给宝宝带上尿不湿、湿巾和换洗衣服")).toEqual(["给宝宝带上尿不湿、湿巾和换洗衣服"]);
    expect(splitActions("找出爸爸的出院小结，复印两份")).toEqual(["找出爸爸的出院小结，复印两份"]);
    expect(splitActions("熬一锅小米粥，给住院的爸爸送去")).toEqual(["熬一锅小米粥，给住院的爸爸送去"]);
    expect(splitActions("给奶奶打电话，给妈妈寄药")).toEqual(["给奶奶打电话", "给妈妈寄药"]);
  });

  it("keeps the things an open 把 takes through 和, until its verb or its result has come", () => {
    expect(splitActions("今晚把照片和学历证明上传，把费交了")).toEqual(["今晚把照片和学历证明上传", "把费交了"]);
    expect(splitActions("把房间打扫干净和洗衣服")).toEqual(["把房间打扫干净", "洗衣服"]);
    // In prose with no marks, a 把 closed by its result no longer holds back the next action.
    expect(splitActions("明天早上八点送孩子去学校下午去银行把那张旧卡销了晚上记得给我妈打电话")).toEqual([
      "明天早上八点送孩子去学校",
      "下午去银行把那张旧卡销了",
      "晚上记得给我妈打电话",
    ]);
  });

  it("keeps everyday Chinese verbs a paragraph used to lose as news: 抢, 铲, 囤, 炖", () => {
    expect(splitActions("春节回家清单📦\n抢腊月二十七的高铁票。给爷爷买件羽绒服，给我妈买个按摩仪。")).toContain("抢腊月二十七的高铁票");
    expect(splitActions("猫的事。铲猫砂，囤一箱猫粮。早上五点起来和面，中午炖汤。")).toEqual([
      "铲猫砂",
      "囤一箱猫粮",
      "早上五点起来和面",
      "中午炖汤",
    ]);
  });

  it("reads a thing named first, then who does it or where it goes, as an action", () => {
    expect(splitActions("周末店里的货我去进，周一的账我来对，新来的小妹让阿芳带一下。")).toEqual([
      "周末店里的货我去进",
      "周一的账我来对",
      "新来的小妹让阿芳带一下",
    ]);
    expect(splitActions("客厅窗帘拿去干洗，卫生间的灯泡换个亮点的")).toEqual(["客厅窗帘拿去干洗", "卫生间的灯泡换个亮点的"]);
    // What has gone is news, not where to send it.
    expect(holdsActionInChinese("他搬到北京了")).toBe(false);
    expect(holdsActionInChinese("旧衣服捐到小区回收箱")).toBe(true);
  });

  it("reads a clause that says to remember or must be done as an action, though it ends in 了; not 'I remember'", () => {
    expect(holdsActionInChinese("季度保费别忘了")).toBe(true);
    expect(holdsActionInChinese("身份证记得提前放包里")).toBe(true);
    expect(holdsActionInChinese("里面的雪糕得先搬到隔壁超市寄放")).toBe(true);
    expect(holdsActionInChinese("我记得他说过了")).toBe(false);
  });

  it("moves 并 that joins two actions to the second, in prose cut by the boundary model, and keeps 合并 whole", () => {
    const pieces = splitActions("医生说爸爸的血糖偏高。早饭前给他测血糖并记下来，晚饭后陪他散步半小时。");
    expect(pieces.some((piece) => piece.endsWith("并"))).toBe(false);
    expect(pieces).toContain("晚饭后陪他散步半小时");
    expect(splitActions("把两个文件合并发给老板")).toEqual(["把两个文件合并发给老板"]);
  });

  it("reads a date or a term as when to do the action after it", () => {
    expect(splitActions("电瓶车分期还剩最后一期。15号之前把钱还了。找个靠谱的店换屏。")).toEqual(["15号之前把钱还了", "找个靠谱的店换屏"]);
    expect(splitActions("3月5日前交报告，顺便把发票寄出去")).toEqual(["3月5日前交报告", "把发票寄出去"]);
  });

  it("reads 对了 as a connector, a spaced dash as a comma, and a verb after 都 or with a direction as an action", () => {
    expect(splitActions("把校服洗了 对了别忘了让我妈在成绩单上签字")).toEqual(["把校服洗了", "别忘了让我妈在成绩单上签字"]);
    expect(splitActions("给会员群发新课表 - 洗瑜伽垫 - 跟房东谈续租")).toEqual(["给会员群发新课表", "洗瑜伽垫", "跟房东谈续租"]);
    expect(splitActions("产褥垫、纸尿裤、哺乳内衣都要买。给月嫂打电话确认入户时间。")).toEqual([
      "产褥垫、纸尿裤、哺乳内衣都要买",
      "给月嫂打电话确认入户时间",
    ]);
  });

  it("cuts a tag in brackets off the action after it", () => {
    expect(splitActions("【宝宝】预约下周的儿保")).toEqual(["预约下周的儿保"]);
  });
});

describe("splitActions: a pasted English paragraph", () => {
  beforeAll(() => loadEnglishTagger());

  it("leaves out a sentence of news, an event or a heading that holds no action", () => {
    expect(splitActions("Bathroom reno. Pick the tiles on Saturday and get a quote from Gary.")).toEqual([
      "Pick the tiles on Saturday",
      "Get a quote from Gary",
    ]);
    expect(splitActions("Payday on Friday. Pay off the credit card.")).toEqual(["Pay off the credit card"]);
  });

  it("leaves out a sentence that reports rather than asks: a past tense, a modal, an -ing form", () => {
    expect(splitActions("Got the letter about the school place. Accept the offer by the 15th.")).toEqual(["Accept the offer by the 15th"]);
    expect(splitActions("Can't believe it's June already. Book the summer holiday.")).toEqual(["Book the summer holiday"]);
    expect(splitActions("Wedding in three weeks!! Send the RSVP.")).toEqual(["Send the RSVP"]);
    expect(splitActions("Fix the bug; deploy to staging; ping QA")).toEqual(["Fix the bug", "Deploy to staging", "Ping QA"]);
  });

  it("keeps an action whose verb only the tagger knows, and news that an action points back to", () => {
    expect(splitActions("Payday on Friday. Shred the old bank statements.")).toEqual(["Shred the old bank statements"]);
    expect(splitActions("Gas bill came, pay it by Thursday. Then call Mum.")).toEqual(["Gas bill came, pay it by Thursday", "Call Mum"]);
  });

  it("splits a call from what to ask on it in a paragraph, though a list line keeps them one call", () => {
    expect(splitActions("Boiler's dead again. Ring the landlord and ask about a new one, and book a plumber")).toEqual([
      "Ring the landlord",
      "Ask about a new one",
      "Book a plumber",
    ]);
    expect(splitActions("Ring the landlord and ask about a new boiler")).toEqual(["Ring the landlord and ask about a new boiler"]);
  });

  it("in a paragraph, starts an action at a verb the engine's words lack when a particle follows it", () => {
    expect(splitActions("Big week at work. Send the deck to Priya, raise the invoice and block out Friday afternoon for admin.")).toEqual([
      "Send the deck to Priya",
      "Raise the invoice",
      "Block out Friday afternoon for admin",
    ]);
  });

  it("cuts a heading off after a dash, as after a colon", () => {
    expect(splitActions("Money stuff - cancel the gym membership, move £200 into savings")).toEqual([
      "Cancel the gym membership",
      "Move £200 into savings",
    ]);
  });

  it("leaves out the reason before 'so' and keeps the action after it", () => {
    expect(splitActions("Sick kid at home today so cancel my 10am meeting, email the school")).toEqual([
      "Cancel my 10am meeting",
      "Email the school",
    ]);
    expect(splitActions("Book early so we get a table")).toEqual(["Book early so we get a table"]);
  });

  it("keeps an action that opens with when to do it, and gives that time to the action after 'and'", () => {
    expect(splitActions("Pay rent. Next Tuesday call the dentist")).toEqual(["Pay rent", "Next Tuesday call the dentist"]);
    expect(splitActions("Pay rent. Later this week call the bank")).toEqual(["Pay rent", "Later this week call the bank"]);
    expect(splitActions("Email Jo and next month renew the insurance")).toEqual(["Email Jo", "Next month renew the insurance"]);
    expect(splitActions("call mum on friday book the vet")).toEqual(["Call mum on friday", "Book the vet"]);
  });

  it("drops the 'so' that leads from a reason to an action after a comma", () => {
    expect(splitActions("Wet weekend ahead. The kids are bored, so book the bowling lane, charge the tablets and buy popcorn.")).toEqual([
      "Book the bowling lane",
      "Charge the tablets",
      "Buy popcorn",
    ]);
  });

  it("does not take 'before then' for a next step", () => {
    expect(splitActions("Before then print the payslips, get a reference from my boss")).toEqual([
      "Before then print the payslips",
      "Get a reference from my boss",
    ]);
  });

  it("cuts an unpunctuated English line after a two-word action, 'get' included", () => {
    expect(splitActions("get stamps post the forms to HMRC collect the watch from the repair shop")).toEqual([
      "Get stamps",
      "Post the forms to HMRC",
      "Collect the watch from the repair shop",
    ]);
  });

  it("reads 're-' before a verb as the verb, and drops 'oh' before a connector", () => {
    expect(splitActions("Make flashcards, re-read the lecture notes")).toEqual(["Make flashcards", "Re-read the lecture notes"]);
    expect(splitActions("Book the vet. Oh and buy flea treatment")).toEqual(["Book the vet", "Buy flea treatment"]);
  });
});
