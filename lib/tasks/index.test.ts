import { describe, expect, it } from "vitest";
import { checkInputSize, processTasksLocally, resolvePreviewText, sortByPriority } from ".";

describe("processTasksLocally", () => {
  it("plain mode keeps the typed lines as they are", () => {
    expect(processTasksLocally("- Call the dentist, then buy milk\n\n2. Pay rent today", "plain")).toEqual([
      { text: "Call the dentist, then buy milk", isPriority: false, emoji: null },
      { text: "2. Pay rent today", isPriority: false, emoji: null },
    ]);
  });

  it("Sort for Me splits actions, marks priorities and puts them first, the rest in the typed order", () => {
    const tasks = processTasksLocally(
      "Read a novel\nCall the dentist, then pay rent before Friday\nFinish the quarterly report today\nBuy milk",
      "smart",
    );
    expect(tasks.map((t) => [t.text, t.isPriority])).toEqual([
      ["Pay rent before Friday", true],
      ["Finish the quarterly report today", true],
      ["Read a novel", false],
      ["Call the dentist", false],
      ["Buy milk", false],
    ]);
  });

  it("leaves out the title of a marked list in Sort for Me, whatever it reads as, and keeps it in Plain", () => {
    const text = "蜜月去巴厘岛\n- 办护照\n- 订机票和酒店\n- 换点外币\n- 买防晒霜";
    expect(processTasksLocally(text, "smart").map((t) => t.text)).toEqual(["办护照", "订机票和酒店", "换点外币", "买防晒霜"]);
    expect(processTasksLocally(text, "plain")[0]!.text).toBe("蜜月去巴厘岛");
    // Numbers mark a list as bullets do, typed on their own lines or on one; a remark may follow the list.
    expect(processTasksLocally("盘点日\n1. 清点仓库里的饮料\n2. 核对这个月的进货单\n今天她生日", "smart").map((t) => t.text)).not.toContain("盘点日");
    expect(processTasksLocally("Sprint wrap-up\n1. Demo the search page 2. Close the old tickets", "smart").map((t) => t.text)).toEqual([
      "1. Demo the search page",
      "2. Close the old tickets",
    ]);
  });

  it("keeps a first line above a marked list when it opens with a verb, or when the list is not marked", () => {
    expect(processTasksLocally("Buy milk\n- call mom\n- pay rent", "smart").map((t) => t.text)).toContain("Buy milk");
    expect(processTasksLocally("交房租\n买菜\n接孩子", "smart").map((t) => t.text)).toEqual(["交房租", "买菜", "接孩子"]);
  });

  it("tells a feeling at the end of a Chinese line or paragraph apart from the errand before it, and keeps the errand", () => {
    expect(processTasksLocally("今天加班到好晚明天记得交电费累死了", "smart").map((t) => t.text)).toContain("明天记得交电费");
    const prose = "房东说下个月涨房租找中介问问附近的房子周六去看房顺便把旧冰箱卖了烦死了";
    expect(processTasksLocally(prose, "smart").map((t) => t.text)).toContain("把旧冰箱卖了");
  });

  it("keeps a paragraph's reminder that ends in 了 among its tasks: 别忘了 asks for it to be done", () => {
    const text = "备忘：12号前还房贷6,218.40；季度保费别忘了；给弟弟转2,000学费。";
    expect(processTasksLocally(text, "smart").map((t) => t.text)).toEqual(["12号前还房贷6,218.40", "季度保费别忘了", "给弟弟转2,000学费"]);
  });

  it("keeps the typed order among equals, however long the tasks", () => {
    const tasks = sortByPriority([
      { text: "bbb", isPriority: false, emoji: null },
      { text: "aaa", isPriority: false, emoji: null },
      { text: "a much longer task than the others", isPriority: false, emoji: null },
      { text: "c", isPriority: false, emoji: null },
    ]);
    expect(tasks.map((t) => t.text)).toEqual(["bbb", "aaa", "a much longer task than the others", "c"]);
  });

  it("Sort for Me leaves a list of plain lines in the order written", () => {
    // A new user's 100 plain lines came back 1, 2, 6, 7, 11, 12: ordered by length.
    const lines = Array.from(
      { length: 100 },
      (_, i) => `${["Water", "Tidy", "Fold", "Sort", "Wipe"][i % 5]} ${"the shelf ".repeat((i * 7) % 4)}${i + 1}`,
    );
    expect(processTasksLocally(lines.join("\n"), "smart").map((t) => t.text)).toEqual(lines);
  });

  it("Add Emoji gives every task an emoji, splitting actions, in both languages", () => {
    const tasks = processTasksLocally("Walk the dog and water the plants\n遛狗，然后买牛奶", "emoji");
    expect(tasks.map((t) => t.text)).toEqual(["Walk the dog", "Water the plants", "遛狗", "买牛奶"]);
    expect(tasks.every((t) => t.emoji && !t.isPriority)).toBe(true);
  });
});

describe("a list or paragraph pasted twice", () => {
  const texts = (text: string, mode: "plain" | "smart" | "emoji") => processTasksLocally(text, mode).map((task) => task.text);

  it("gives each task once, where it first appears, in Sort for Me and Add Emoji", () => {
    const list = "Pay rent today\nBuy milk\n遛狗";
    for (const mode of ["smart", "emoji"] as const) expect(texts(`${list}\n${list}`, mode)).toHaveLength(3);
    expect(texts(`${list}\n\n${list}`, "emoji")).toEqual(["Pay rent today", "Buy milk", "遛狗"]);
  });

  it("matches a repeat without its number, case, spacing or closing full stop", () => {
    expect(texts("1. Pay rent\n2. Buy milk\n3. pay  rent.\n4. Call Gran", "emoji")).toEqual(["1. Pay rent", "2. Buy milk", "4. Call Gran"]);
  });

  it("gives a paragraph's tasks once when the paragraph is pasted twice", () => {
    const paragraph = "Busy week ahead. Wash and iron the shirts. Buy apples, rice and soap and then call Grandma.";
    expect(texts(`${paragraph}\n${paragraph}`, "emoji")).toEqual(["Wash and iron the shirts", "Buy apples, rice and soap", "Call Grandma"]);
    expect(texts("买菜，洗衣服。买菜，洗衣服。", "emoji")).toEqual(["买菜", "洗衣服"]);
  });

  it("Plain keeps every line as typed, repeats too", () => {
    expect(texts("Buy milk\nBuy milk", "plain")).toEqual(["Buy milk", "Buy milk"]);
  });
});

describe("Add Emoji and the person's own emoji", () => {
  it("adds none to a task that already has one, and still adds one beside a text symbol", () => {
    expect(processTasksLocally("Walk the dog 🐕\n🎂 Bake the cake\n遛狗🐶\nRenew the ©Acme licence", "emoji")).toEqual([
      { text: "Walk the dog 🐕", isPriority: false, emoji: null },
      { text: "🎂 Bake the cake", isPriority: false, emoji: null },
      { text: "遛狗🐶", isPriority: false, emoji: null },
      { text: "Renew the ©Acme licence", isPriority: false, emoji: expect.stringMatching(/\p{Extended_Pictographic}/u) },
    ]);
  });
});

describe("processTasksLocally with a pasted paragraph", () => {
  it("leaves out a line that ends with a colon, heading the lines after it", () => {
    expect(processTasksLocally("备忘：\n1.宝宝的疫苗本放进妈咪包\n2.给宝宝买一双学步鞋", "smart").map((task) => task.text)).toEqual([
      "1.宝宝的疫苗本放进妈咪包",
      "2.给宝宝买一双学步鞋",
    ]);
    expect(processTasksLocally("Study:\n- read chapters 4 and 5\n- write the intro", "smart").map((task) => task.text)).toEqual([
      "read chapters 4 and 5",
      "write the intro",
    ]);
  });

  it("splits two Chinese actions that each name their topic first", () => {
    expect(processTasksLocally("妈妈最近老是半夜起来。卧室装个小夜灯，卫生间铺个防滑垫。", "smart").map((task) => task.text)).toEqual([
      "卧室装个小夜灯",
      "卫生间铺个防滑垫",
    ]);
  });

  it("keeps news in a Chinese paragraph with the action that points back to it", () => {
    expect(processTasksLocally("电费单到了，把它交了。然后查一下燃气余额。", "smart").map((task) => task.text)).toEqual([
      "电费单到了，把它交了",
      "查一下燃气余额",
    ]);
  });

  it("reads a numbered list typed on one line as one task per number, in Sort for Me and Add Emoji but not Plain", () => {
    const text = "1. Renew the home insurance 2. Book the boiler service 3. Pay the cleaner";
    expect(processTasksLocally(text, "smart").map((task) => task.text)).toEqual([
      "1. Renew the home insurance",
      "2. Book the boiler service",
      "3. Pay the cleaner",
    ]);
    expect(processTasksLocally(text, "emoji")).toHaveLength(3);
    expect(processTasksLocally(text, "plain").map((task) => task.text)).toEqual([text]);
  });

  const texts = (text: string, mode: "smart" | "emoji" = "emoji") => processTasksLocally(text, mode).map((task) => task.text);

  it("gives the actions it holds, no more, no fewer", () => {
    expect(texts("Home stuff: fix the dripping tap, hang the new curtains and take the old sofa to the tip. Ugh, so tired already.")).toEqual([
      "Fix the dripping tap",
      "Hang the new curtains",
      "Take the old sofa to the tip",
    ]);
    expect(texts("Busy week ahead. Wash and iron the shirts. Buy apples, rice and soap and then call Grandma.")).toEqual([
      "Wash and iron the shirts",
      "Buy apples, rice and soap",
      "Call Grandma",
    ]);
    expect(texts("今天好累。周末：买菜，洗衣服，给奶奶寄药。打扫和整理书房 跟同事约时间开会")).toEqual([
      "买菜",
      "洗衣服",
      "给奶奶寄药",
      "打扫和整理书房",
      "跟同事约时间开会",
    ]);
  });

  it("leaves out news, reasons and moods around the actions, in English", () => {
    expect(texts("Grandma's coming to stay on Friday!! Make up the spare bed. Sick kid at home so cancel my 10am meeting. Phew, yikes.")).toEqual([
      "Make up the spare bed",
      "Cancel my 10am meeting",
    ]);
  });

  it("leaves out news and moods around the actions, in Chinese", () => {
    expect(texts("下周要搬家了，好紧张。先把不用的东西卖掉，再订搬家公司。快递到了，下楼拿一下。")).toEqual([
      "把不用的东西卖掉",
      "订搬家公司",
      "下楼拿一下",
    ]);
  });

  it("drops a heading line above its tasks, but keeps one above plain things", () => {
    expect(texts("Errands\nReturn the jacket\nPick up stamps")).toEqual(["Return the jacket", "Pick up stamps"]);
    expect(texts("Groceries:\nmilk\neggs")).toEqual(["Groceries:", "milk", "eggs"]);
  });

  it("leaves out a mood in brackets on a line of its own", () => {
    expect(texts("今天搞定：\n· 续费百度网盘\n· 给Tom回邮件\n· 报名马拉松\n（好困）")).toEqual(["续费百度网盘", "给Tom回邮件", "报名马拉松"]);
    expect(texts("Pay rent\n(so tired)")).toEqual(["Pay rent"]);
    expect(texts("Pay rent\n(call mum)")).toEqual(["Pay rent", "(call mum)"]);
  });

  it("keeps a text of moods alone rather than showing an empty wallpaper", () => {
    expect(texts("Ugh, so tired")).toEqual(["Ugh, so tired"]);
  });

  it("Plain keeps every typed line, headings and moods too", () => {
    expect(texts("Busy week ahead.\nBuy milk", "smart")).toEqual(["Buy milk"]);
    expect(processTasksLocally("Busy week ahead.\nBuy milk", "plain").map((task) => task.text)).toEqual(["Busy week ahead.", "Buy milk"]);
  });
});

describe("input rules", () => {
  it("previews the example when the text is blank, and nothing when the example is blank too", () => {
    expect(resolvePreviewText("  \n ", "Buy milk")).toBe("Buy milk");
    expect(resolvePreviewText("Call mom", "Buy milk")).toBe("Call mom");
    expect(resolvePreviewText(" ", " ")).toBeNull();
  });

  it("limits text to 5,000 characters and 100 lines", () => {
    expect(checkInputSize("x".repeat(5000))).toBeNull();
    expect(checkInputSize("x".repeat(5001))).toBe("too-long");
    // UTF-16 units, as the text box's maxLength and counter count: an emoji is two.
    expect(checkInputSize("📞".repeat(2500))).toBeNull();
    expect(checkInputSize("📞".repeat(2500) + "x")).toBe("too-long");
    expect(checkInputSize(Array(100).fill("a").join("\n"))).toBeNull();
    expect(checkInputSize(Array(101).fill("a").join("\n"))).toBe("too-many-lines");
  });
});
