import { beforeAll, describe, expect, it } from "vitest";
import { loadEnglishTagger, processTasksLocally, splitActions } from ".";
import { isFirstStepInEnglish } from "./english-actions";
import { taggedAsStatement } from "./english-tags";

const smart = (text: string) => processTasksLocally(text, "smart").map((task) => [task.text, task.isPriority]);

describe("a line of a list is one task unless it holds independent actions", () => {
  it("keeps a context clause with the action that refers back to it", () => {
    expect(splitActions("Gas bill came, pay it by Thursday")).toEqual(["Gas bill came, pay it by Thursday"]);
    expect(splitActions("Printer's out of ink, order a new cartridge")).toEqual(["Printer's out of ink, order a new cartridge"]);
    expect(splitActions("水费单到了，周四前交掉")).toEqual(["水费单到了，周四前交掉"]);
    expect(splitActions("打印机没墨了，买个新墨盒")).toEqual(["打印机没墨了，买个新墨盒"]);
  });

  it("keeps a deadline or an event with its action", () => {
    expect(splitActions("Car's MOT is due next week, book it in")).toEqual(["Car's MOT is due next week, book it in"]);
    expect(splitActions("Bin day is tomorrow, put the recycling out")).toEqual(["Bin day is tomorrow, put the recycling out"]);
    expect(splitActions("个税申报月底截止，抓紧报了")).toEqual(["个税申报月底截止，抓紧报了"]);
  });

  it("keeps a first step with its goal, and a verb chain on one thing", () => {
    expect(splitActions("Open the budget sheet and fill in March")).toEqual(["Open the budget sheet and fill in March"]);
    expect(splitActions("Log into the bank app and check the direct debits")).toEqual(["Log into the bank app and check the direct debits"]);
    expect(splitActions("Print the form and sign it")).toEqual(["Print the form and sign it"]);
    expect(splitActions("Take the bins out and bring them back in on Friday")).toEqual(["Take the bins out and bring them back in on Friday"]);
    expect(splitActions("量血压并记下来")).toEqual(["量血压并记下来"]);
    expect(splitActions("下载银行流水，发给会计")).toEqual(["下载银行流水，发给会计"]);
    expect(splitActions("打开预算表，把三月的填上")).toEqual(["打开预算表，把三月的填上"]);
  });

  it("keeps getting somewhere with what is done there: driving, popping in, getting onto an app", () => {
    // Lines written for this test; the rules alone keep them whole, so a model has nothing to overturn.
    for (const line of [
      "Drive to the tip and drop off the old mattress",
      "Pop into the post office and send Gran's parcel",
      "Hop on the council website and renew the parking permit",
    ]) {
      expect(isFirstStepInEnglish(line)).toBe(true);
      expect(splitActions(line)).toEqual([line]);
    }
    // Calling to do something is no journey, and 'then' still makes a next step.
    expect(isFirstStepInEnglish("Call to confirm the booking")).toBe(false);
    expect(splitActions("Pop into the bank, then pick up the kids")).toEqual(["Pop into the bank", "Pick up the kids"]);
  });

  it("a task alone keeps the line's words and its object", () => {
    // The half that carries the action used to come back alone, its object lost: "Pay it by Thursday".
    expect(smart("Gas bill came, pay it by Thursday\nBuy milk")).toEqual([
      ["Gas bill came, pay it by Thursday", true],
      ["Buy milk", false],
    ]);
    expect(smart("水费单到了，周四前交掉")).toEqual([["水费单到了，周四前交掉", true]]);
  });

  it("still splits two independent actions, each with its own object", () => {
    expect(splitActions("Buy milk and call the bank")).toEqual(["Buy milk", "Call the bank"]);
    expect(splitActions("Return the library books, then pick up the dry cleaning")).toEqual(["Return the library books", "Pick up the dry cleaning"]);
    expect(splitActions("买牛奶，给银行打电话")).toEqual(["买牛奶", "给银行打电话"]);
    expect(splitActions("提交报销单并更新项目计划")).toEqual(["提交报销单", "更新项目计划"]);
  });

  it("a next step after 'then' is its own task, even after a first step", () => {
    expect(splitActions("Go to the gym, then shower and meal prep")).toEqual(["Go to the gym", "Shower and meal prep"]);
  });

  it("reads a thing and how it stands as news, though its first word can be a verb", () => {
    expect(splitActions("Phone contract ends in May, look for a cheaper deal")).toEqual(["Phone contract ends in May, look for a cheaper deal"]);
    expect(splitActions("Book is due back Friday, return it")).toEqual(["Book is due back Friday, return it"]);
    expect(splitActions("洗碗机坏了，联系售后")).toEqual(["洗碗机坏了，联系售后"]);
    // An object or a pronoun after the verb makes it an action: "get it checked" is one.
    expect(splitActions("Water the plants and get the tyres checked")).toEqual(["Water the plants", "Get the tyres checked"]);
    expect(splitActions("Car's making a noise, get it checked")).toEqual(["Car's making a noise, get it checked"]);
  });

  it("keeps news before a dash on a line of a list, and cuts a heading", () => {
    expect(splitActions("Nursery fees went up - update the standing order")).toEqual(["Nursery fees went up - update the standing order"]);
    expect(splitActions("Money stuff - cancel the gym membership")).toEqual(["Cancel the gym membership"]);
  });

  it("sets a feeling apart from the action after it, so it can be left out", () => {
    expect(splitActions("今天好累，去银行")).toEqual(["今天好累", "去银行"]);
    expect(processTasksLocally("Ugh, so tired, call the bank", "smart").map((task) => task.text)).toEqual(["Call the bank"]);
  });

  it("does not take an action with no object at all for one that points back", () => {
    expect(splitActions("今晚再复习一遍重点 早点睡")).toEqual(["今晚再复习一遍重点", "早点睡"]);
  });
});

describe("a feeling before an action on a line of a list", () => {
  beforeAll(() => loadEnglishTagger());

  it("leaves out how the writer feels, read from the words' parts of speech, and keeps news and what is urgent", () => {
    const tasks = (text: string) => processTasksLocally(text, "smart").map((task) => task.text);
    expect(tasks("Shattered after the night shift, order a takeaway")).toEqual(["Order a takeaway"]);
    expect(tasks("Soaked through, hang the coats by the radiator")).toEqual(["Hang the coats by the radiator"]);
    expect(tasks("Dishwasher broke again, ring the repair line")).toEqual(["Dishwasher broke again, ring the repair line"]);
    expect(tasks("Urgent, renew the parking permit")).toEqual(["Urgent, renew the parking permit"]);
    expect(tasks("So nauseous today, ring the midwife")).toEqual(["Ring the midwife"]);
    expect(tasks("Red light on the boiler came on, call the engineer")).toEqual(["Red light on the boiler came on, call the engineer"]);
  });
});

describe("a hedged second action", () => {
  it("is a task of its own, not urgent, while the first keeps its cue in parentheses", () => {
    expect(smart("Water the plants\nFinish the slides (due tonight), maybe stretch if there's time")).toEqual([
      ["Finish the slides (due tonight)", true],
      ["Water the plants", false],
      ["Maybe stretch if there's time", false],
    ]);
  });
});

describe("a paragraph is still split into its actions", () => {
  it("splits actions on the same thing in prose, and leaves out the news around them", () => {
    expect(
      processTasksLocally("Study group tomorrow at 2. Finish my part of the slides and send them to Aisha tonight.", "emoji").map((t) => t.text),
    ).toEqual(["Study group tomorrow at 2", "Finish my part of the slides", "Send them to Aisha tonight"]);
    expect(processTasksLocally("下周要搬家了，好紧张。先把不用的东西卖掉，再订搬家公司。快递到了，下楼拿一下。", "emoji").map((t) => t.text)).toEqual(
      ["把不用的东西卖掉", "订搬家公司", "下楼拿一下"],
    );
  });

  it("keeps a news clause with an action whose object is a pronoun pointing back to it", () => {
    expect(processTasksLocally("Busy week. Gas bill came, pay it by Thursday. Book the MOT.", "emoji").map((t) => t.text)).toEqual([
      "Gas bill came, pay it by Thursday",
      "Book the MOT",
    ]);
  });
});

describe("with the part-of-speech tagger loaded", () => {
  beforeAll(() => loadEnglishTagger());

  it("reads a thing named with what it is of or from, then its verb, as news", () => {
    const news = [
      "Review of our shop went up on Yelp",
      "Order of printer paper still hasn't arrived",
      // Its first word may read as a verb, when what it is of or for follows and then a verb that tells how it stands.
      "Fix for the boiler didn't work",
      "Ring on the cooker won't light",
      "Cut to my hours starts in May",
      "Ring on the doorbell stopped working",
    ];
    // An action whose object has a clause of its own stays an action.
    const actions = [
      "Wait for the parcel Mum sent",
      "Go to the shop Dad is at",
      "Wait for the bus that comes at six",
      "Pay for the bike that is in the shop",
    ];
    expect([...news, ...actions].map(taggedAsStatement)).toEqual([...news.map(() => true), ...actions.map(() => false)]);
    expect(splitActions("Order of printer paper still hasn't arrived, chase the supplier")).toEqual([
      "Order of printer paper still hasn't arrived, chase the supplier",
    ]);
  });

  it("reads news about a thing whose name starts with a word the lists take for a verb", () => {
    // A subject of nouns and a verb in the past or "is" that agrees with it: news, kept with the action after it.
    expect(splitActions("Water bill arrived, set up a direct debit")).toEqual(["Water bill arrived, set up a direct debit"]);
    expect(splitActions("Clean sheets dried, make the beds")).toEqual(["Clean sheets dried, make the beds"]);
    expect(taggedAsStatement("Heating's playing up again")).toBe(true);
    expect(taggedAsStatement("Registration closes Friday")).toBe(true);
    // The first word read as a verb, then a noun: a name of two nouns when a verb that tells of it follows.
    expect(taggedAsStatement("Pay slip looks off")).toBe(true);
    expect(taggedAsStatement("Change bed sheets")).toBe(false);
  });

  it("still reads a verb and a plural object as an action, not as news", () => {
    // "slides" and "quotes" could be verbs agreeing with "Finish" and "Compare" read as nouns.
    expect(taggedAsStatement("Finish slides")).toBe(false);
    expect(taggedAsStatement("Compare quotes before paying it")).toBe(false);
    expect(splitActions("Finish slides, also send invite to Priya")).toEqual(["Finish slides", "Send invite to Priya"]);
    expect(splitActions("Water the plants and get the tyres checked")).toEqual(["Water the plants", "Get the tyres checked"]);
  });

  it("keeps the rule's own examples", () => {
    expect(splitActions("Gas bill came, pay it by Thursday")).toEqual(["Gas bill came, pay it by Thursday"]);
    expect(splitActions("Buy milk and call the bank")).toEqual(["Buy milk", "Call the bank"]);
    expect(splitActions("水费单到了，周四前交掉")).toEqual(["水费单到了，周四前交掉"]);
    expect(smart("Finish the slides (due tonight), maybe stretch if there's time")).toEqual([
      ["Finish the slides (due tonight)", true],
      ["Maybe stretch if there's time", false],
    ]);
  });
});
