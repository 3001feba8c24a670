/**
 * The task engine's speed on a 20-line list in each mode: median and p90 of many runs, beside a
 * reference in the same run (splitting the lines alone), so the figures read on any machine. The
 * tagger keeps its last few readings, so one row reads a list whose every line is new each run.
 */
import { extractTasks, loadEnglishTagger, processTasksLocally, splitLines, type Mode } from "../lib/tasks";
import { printTable, timeIt } from "./timing";

const LINES = [
  "Call the dentist, then buy milk and finish the report by Friday",
  "Pay rent before Friday",
  "Walk the dog",
  "Water the plants",
  "Do my tax return!!",
  "- [ ] Email Sam about the offsite",
  "Read an article about important habits",
  "Go for a 30-minute run",
  "Pick up the kids at 3:30",
  "1. Book flights to Rome",
  "给牙医打电话，然后去买牛奶",
  "今天交房租",
  "遛狗",
  "周五前完成报告并发给老板",
  "Meal prep for the week",
  "Renew passport (important)",
  "Drink 8 glasses of water",
  "Clean the kitchen and take out the trash",
  "Stretch before bed",
  "Review pull request ASAP",
];
const LIST = LINES.join("\n");
/** Chinese typed in a hurry with no marks, where every verb is a place a new task may start. */
const RUN_ON = "交电费交网费买猫砂下午接孩子晚上熨好明天穿的衬衫给老公收拾出差的行李顺便去药店买点感冒药再把阳台的花浇了";
/** The list with every line made new (a number after it), so nothing read before is read again. */
const freshList = () => {
  fresh++;
  return LINES.map((line) => `${line} ${fresh}`).join("\n");
};
let fresh = 0;

export async function benchTasks() {
  const before = [
    { name: "extract tasks (smart), before the tagger loads", ...timeIt(() => extractTasks(LIST, "smart"), 2000) },
    { name: "process 20 lines: smart, before the tagger loads", ...timeIt(() => processTasksLocally(LIST, "smart"), 2000) },
  ];
  const started = performance.now();
  await loadEnglishTagger();
  const loaded = performance.now() - started;
  const rows = [
    ...before,
    { name: "load the tagger (once)", median: loaded, p90: loaded, runs: 1 },
    { name: "reference: split lines only", ...timeIt(() => splitLines(LIST), 2000) },
    { name: "extract tasks (smart)", ...timeIt(() => extractTasks(LIST, "smart"), 2000) },
    { name: "extract tasks (smart), every line new", ...timeIt(() => extractTasks(freshList(), "smart"), 2000) },
    { name: "extract tasks (smart), 60 Chinese characters with no marks", ...timeIt(() => extractTasks(RUN_ON, "smart"), 2000) },
    ...(["plain", "smart", "emoji"] as Mode[]).map((mode) => ({
      name: `process 20 lines: ${mode}`,
      ...timeIt(() => processTasksLocally(LIST, mode), 2000),
    })),
  ];
  printTable("Task engine, 20-line list (ms)", rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTasks();
