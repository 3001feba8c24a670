import { describe, expect, it } from "vitest";
import { isPriorityTask } from "./priority";

const priority = [
  "Pay rent before Friday",
  "Finish the report today",
  "Call the bank ASAP",
  "Submit timesheet by 5pm",
  "Library books overdue",
  "Electricity bill due tomorrow",
  "Pack tonight",
  "Fix login bug!!",
  "Important: renew passport",
  "Renew passport (important)",
  "URGENT reply to landlord",
  "Send invoice by end of day",
  "今天交房租",
  "今晚收拾行李",
  "马上回复老板",
  "尽快预约牙医",
  "报名截止周五",
  "紧急：修水管",
  "周五前提交报告",
  "电费明天到期",
  "重要：续签护照",
];

const notPriority = [
  "Read an article about important habits",
  "Watch a documentary about deadlines",
  "Stretch before running",
  "Drink water before bed",
  "not urgent: tidy desk",
  "No rush - sort photos",
  "Buy milk",
  "Call mom this weekend",
  "Make a list of important dates",
  "Due to rain, move the run indoors",
  "读一篇关于重要习惯的文章",
  "不急：整理照片",
  "睡前喝水",
  "买牛奶",
  "看《今天的新闻》",
];

describe("isPriorityTask", () => {
  it.each(priority)("marks %j as a priority", (text) => expect(isPriorityTask(text)).toBe(true));
  it.each(notPriority)("does not mark %j", (text) => expect(isPriorityTask(text)).toBe(false));
});
