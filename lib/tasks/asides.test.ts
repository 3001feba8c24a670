import { describe, expect, it } from "vitest";
import { isAside } from "./asides";
import { dropAsides } from "./clauses";

describe("isAside: sentences that are not actions", () => {
  it.each([
    "Ugh, so tired already",
    "Busy week ahead",
    "So behind on everything lol",
    "Feeling a bit broke this month",
    "I'm exhausted",
    "What a week",
    "Ugh, Monday again",
  ])("an English mood: %j", (text) => expect(isAside(text)).toBe(true));

  it.each(["今天好累", "这周好忙", "搬家的事情好多啊", "哎，周末又没了", "又要加班", "还有", "累死了", "今天就这样吧"])(
    "a Chinese mood or aside: %j",
    (text) => expect(isAside(text)).toBe(true),
  );

  it("a heading, when actions follow it", () => {
    expect(isAside("Home stuff:", "Fix the tap")).toBe(true);
    expect(isAside("Work stuff", "Email Tom")).toBe(true);
    expect(isAside("Fitness.", "Run 5k on Tuesday")).toBe(true);
    expect(isAside("Study plan for tonight", "Read chapter 7")).toBe(true);
    expect(isAside("周末：", "买菜")).toBe(true);
    expect(isAside("学习计划", "背五十个单词")).toBe(true);
    expect(isAside("备忘", "明天去银行")).toBe(true);
  });

  it("a remark, inside a paragraph only", () => {
    expect(isAside("The roses look amazing this year", undefined, true)).toBe(true);
    expect(isAside("Still no reply from HR", undefined, true)).toBe(true);
    expect(isAside("The boiler is broken again", "Call the plumber", true)).toBe(true);
    expect(isAside("Printer is broken")).toBe(false);
  });
});

describe("isAside: actions and list items are kept", () => {
  it.each([
    "Buy milk",
    "Need to email the landlord",
    "Ugh, need to call the bank",
    "Dentist at 10",
    "Milk",
    "Tax return",
    "Is the car insured?",
    "Report is due Friday",
  ])("%j", (text) => expect(isAside(text, undefined, true)).toBe(false));

  it.each(["买菜", "记得交房租", "周五跟导师约时间", "下午三点开会", "体检", "学习", "洗衣液快用完了"])("%j", (text) =>
    expect(isAside(text)).toBe(false),
  );

  it("a heading-like word with no action after it", () => {
    expect(isAside("Study plan")).toBe(false);
    expect(isAside("Groceries:", "milk")).toBe(false);
    expect(isAside("Work")).toBe(false);
    expect(isAside("周末")).toBe(false);
  });
});

describe("dropAsides", () => {
  it("leaves out headings and moods across the lines of a text", () => {
    expect(dropAsides([["Work"], ["Email Tom"], ["Ugh"], ["Call mom"]])).toEqual(["Email Tom", "Call mom"]);
    expect(dropAsides([["今天好累", "明天早上去银行取钱", "把电费交了"]])).toEqual(["明天早上去银行取钱", "把电费交了"]);
  });

  it("keeps everything when nothing is an action", () => {
    expect(dropAsides([["So tired"]])).toEqual(["So tired"]);
  });
});

describe("isAside: more Chinese headings, moods and remarks in a paragraph", () => {
  it("an activity and its time, before actions", () => {
    expect(isAside("期末复习", "整理错题")).toBe(true);
    expect(isAside("下周出差", "订机票")).toBe(true);
    expect(isAside("期末复习")).toBe(false);
  });

  it("what happened or is coming, inside a paragraph only", () => {
    expect(isAside("快递到了", "下楼拿一下", true)).toBe(true);
    expect(isAside("下周要搬家了", "订搬家公司", true)).toBe(true);
    expect(isAside("体检报告出来了，有几项偏高", "去医院复查", true)).toBe(true);
    expect(isAside("下周要搬家了，好紧张", undefined, true)).toBe(true);
    expect(isAside("快递到了")).toBe(false);
    expect(isAside("洗衣液快用完了", undefined, true)).toBe(false);
  });

  it("a new home heads the tasks for it", () => {
    expect(dropAsides([["新家"], ["买窗帘和床垫"], ["装网络"]])).toEqual(["买窗帘和床垫", "装网络"]);
  });
});

describe("isAside: more English headings, moods and remarks in a paragraph", () => {
  it("an activity and its time, before actions", () => {
    expect(isAside("Revision this week", "Book a slot with the tutor")).toBe(true);
    expect(isAside("Exam in two weeks!!", "Make flashcards")).toBe(true);
    expect(isAside("Revision this week")).toBe(false);
  });

  it("a mood closed by an interjection, but not 'oh and' before a thing to remember", () => {
    expect(isAside("Tax return deadline is the 31st, yikes", "Dig out the P60", true)).toBe(true);
    expect(isAside("Oh and the recycling goes out tonight", undefined, true)).toBe(false);
  });

  it("what happened or is coming, said by the writer", () => {
    expect(isAside("Jess asked if we can host Christmas", "Talk to Rob", true)).toBe(true);
    expect(isAside("Grandma's coming to stay on Friday!!", "Make up the spare bed", true)).toBe(true);
    expect(isAside("Completely forgot about the parents' evening", "Book a slot", true)).toBe(true);
    expect(isAside("I keep putting off the dentist", "Book it", true)).toBe(true);
    expect(isAside("Re-read the lecture notes", "Do past papers", true)).toBe(false);
  });
});
