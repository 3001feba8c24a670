import { describe, expect, it } from "vitest";
import { splitActions } from "./actions";

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
    expect(splitActions("完成报告并发给老板")).toEqual(["完成报告", "发给老板"]);
  });

  it("keeps enumerations and time phrases with their action", () => {
    expect(splitActions("买苹果、香蕉和牛奶")).toEqual(["买苹果、香蕉和牛奶"]);
    expect(splitActions("明天下午，去银行")).toEqual(["明天下午，去银行"]);
    expect(splitActions("再次确认机票")).toEqual(["再次确认机票"]);
  });
});
