import { describe, expect, it } from "vitest";
import { splitLines, splitNumbering, stripBullets } from "./lines";

describe("splitLines", () => {
  it("splits on every kind of line break, trims, and drops blank lines", () => {
    expect(splitLines("  Buy milk  \r\n\n\tCall mom\rPay rent\n   \n")).toEqual(["Buy milk", "Call mom", "Pay rent"]);
  });

  it("returns nothing for empty or whitespace-only text", () => {
    expect(splitLines("")).toEqual([]);
    expect(splitLines(" \n\t\n ")).toEqual([]);
  });

  it("removes bullets and checkbox marks", () => {
    expect(splitLines("- Buy milk\n* Call mom\n• Pay rent\n- [ ] Walk dog\n- [x] Done thing\n☐ 买牛奶\n✅ 打电话\n→ Email Sam")).toEqual([
      "Buy milk",
      "Call mom",
      "Pay rent",
      "Walk dog",
      "Done thing",
      "买牛奶",
      "打电话",
      "Email Sam",
    ]);
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
    expect(splitNumbering("10:30 standup")).toEqual({ number: "", rest: "10:30 standup" });
    expect(splitNumbering("1.5 km swim")).toEqual({ number: "", rest: "1.5 km swim" });
  });
});
