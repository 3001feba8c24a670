/**
 * What the home page and the creator promise about a pasted paragraph is what each mode does with one: Plain keeps it
 * whole, Sort for Me and Add Emoji split it into its actions. In both languages.
 */
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import zh from "@/messages/zh-CN.json";
import { processTasksLocally } from "@/lib/tasks";
import { MODES } from "@/lib/tasks/types";

const PARAGRAPH = {
  en: {
    text: "Tomorrow I need to pay the gas bill, then pick up the kids at four and call the bank.",
    splits: "A sentence with several actions becomes separate tasks.",
    whole: "A pasted paragraph stays one task.",
  },
  zh: {
    text: "明天要交燃气费，然后四点去接孩子，再给银行打电话。",
    splits: "一句话里有多个动作时，会拆成多个任务。",
    whole: "粘贴的一段话仍是一个任务。",
  },
} as const;

describe.each([
  ["English", en, PARAGRAPH.en],
  ["Chinese", zh, PARAGRAPH.zh],
] as const)("%s: the modes' help says what each does with a paragraph", (_, messages, paragraph) => {
  it.each(MODES)("%s", (mode) => {
    const splits = processTasksLocally(paragraph.text, mode).length > 1;
    const help = messages.creator.modesHelp[mode];
    expect(help.includes(paragraph.splits), `${mode}: says it splits`).toBe(splits);
    expect(help.includes(paragraph.whole), `${mode}: says it keeps it whole`).toBe(!splits);
  });
});
