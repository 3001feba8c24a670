import { describe, expect, it } from "vitest";
import { splitInlineNumbering, splitLines, splitNumbering, stripBullets } from "./lines";

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
