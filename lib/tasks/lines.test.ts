import { describe, expect, it } from "vitest";
import { headsAMarkedList, readLines, splitInlineNumbering, splitLines, splitNumbering, stripBullets } from "./lines";

describe("splitLines", () => {
  it("splits on every kind of line break, trims, and drops blank lines", () => {
    expect(splitLines("  Buy milk  \r\n\n\tCall mom\rPay rent\n   \n")).toEqual(["Buy milk", "Call mom", "Pay rent"]);
  });

  it("returns nothing for empty or whitespace-only text", () => {
    expect(splitLines("")).toEqual([]);
    expect(splitLines(" \n\t\n ")).toEqual([]);
  });

  it("removes bullets and checkbox marks", () => {
    expect(
      splitLines("- Buy milk\n* Call mom\n• Pay rent\n- [ ] Walk dog\n- [x] Done thing\n☐ 买牛奶\n✅ 打电话\n→ Email Sam\n□ 给客户发报价单"),
    ).toEqual(["Buy milk", "Call mom", "Pay rent", "Walk dog", "Done thing", "买牛奶", "打电话", "Email Sam", "给客户发报价单"]);
  });

  it("keeps numbering and text that only looks like a bullet", () => {
    expect(splitLines("1. Buy milk\n2) Call mom\n三、交报告\n-5 kg by summer")).toEqual([
      "1. Buy milk",
      "2) Call mom",
      "三、交报告",
      "-5 kg by summer",
    ]);
  });
});

describe("stripBullets", () => {
  it("strips nested marks", () => expect(stripBullets("  * [ ]  Renew passport ")).toBe("Renew passport"));
});

describe("splitNumbering", () => {
  it("separates a list number but not a time or a decimal", () => {
    expect(splitNumbering("1. Pay rent")).toEqual({ number: "1. ", rest: "Pay rent" });
    expect(splitNumbering("一、交报告")).toEqual({ number: "一、", rest: "交报告" });
    expect(splitNumbering("2）中午去站点领工服")).toEqual({ number: "2）", rest: "中午去站点领工服" });
    expect(splitNumbering("10:30 standup")).toEqual({ number: "", rest: "10:30 standup" });
    expect(splitNumbering("1.5 km swim")).toEqual({ number: "", rest: "1.5 km swim" });
  });
});

describe("splitInlineNumbering", () => {
  it("gives each number of a list typed on one line its own entry, keeping the numbers", () => {
    expect(splitInlineNumbering("1. Renew the home insurance 2. Book the boiler service 3. Pay the cleaner")).toEqual([
      "1. Renew the home insurance",
      "2. Book the boiler service",
      "3. Pay the cleaner",
    ]);
    expect(splitInlineNumbering("1. 写Q3总结 2. 跟HR确认年假天数")).toEqual(["1. 写Q3总结", "2. 跟HR确认年假天数"]);
  });

  it("leaves out a label before the first number, and keeps anything else before it", () => {
    expect(splitInlineNumbering("周末计划：1）带狗去洗澡；2）去宜家买书架；3）给爸妈打电话。")).toEqual([
      "1）带狗去洗澡",
      "2）去宜家买书架",
      "3）给爸妈打电话。",
    ]);
    expect(splitInlineNumbering("Before Friday 1) email Jo 2) pay rent")).toEqual(["Before Friday", "1) email Jo", "2) pay rent"]);
  });

  it("leaves lines alone whose numbers do not count up from 1", () => {
    expect(splitInlineNumbering("Buy 2. 5 kg rice")).toEqual(["Buy 2. 5 kg rice"]);
    expect(splitInlineNumbering("1. Pay rent")).toEqual(["1. Pay rent"]);
    expect(splitInlineNumbering("Call at 3. Then 4. Go")).toEqual(["Call at 3. Then 4. Go"]);
    expect(splitInlineNumbering("Train at 1.15 2.30 back")).toEqual(["Train at 1.15 2.30 back"]);
  });
});

describe("readLines and headsAMarkedList", () => {
  it("marks a line typed with a bullet, a checkbox or a number", () => {
    expect(readLines("Trip\n- passport\n☐ 买牛奶\n2) visa\n-5 kg by summer")).toEqual([
      { text: "Trip", marked: false },
      { text: "passport", marked: true },
      { text: "买牛奶", marked: true },
      { text: "2) visa", marked: true },
      { text: "-5 kg by summer", marked: false },
    ]);
  });

  it("reads a first line with no mark over two or more marked lines as their heading; a remark may close the list", () => {
    const heads = (text: string) => headsAMarkedList(readLines(text));
    expect(heads("蜜月去巴厘岛\n- 办护照\n- 订机票和酒店")).toBe(true);
    expect(heads("下班后的安排\n1、去银行存现金\n2、去菜市场买条鱼\n今天她生日")).toBe(true);
    expect(heads("Trip\n- passport")).toBe(false); // one item is not a list
    expect(heads("- Trip\n- passport\n- visa")).toBe(false); // the first is an item too
    expect(heads("Trip\n- passport\nvisa\n- tickets")).toBe(false); // an unmarked line inside the list
    expect(heads("Trip\npassport\nvisa")).toBe(false);
  });
});
