/**
 * The lists sources give, made safe to keep and draw: one line each, no control characters or half surrogate pairs
 * (Postgres refuses a NUL in JSON), at most a wallpaper's lines, each of a length a lock screen can show.
 */
import { MAX_LINES } from "@/lib/tasks/input";
import { stripBullets } from "@/lib/tasks/lines";
import type { SourceTask } from "./types";

/** Longest task kept from a source or a push: longer ones are cut (a push refuses them, lib/sources/push.ts). */
export const MAX_TASK_LENGTH = 300;

// Every C0/C1 control (line breaks included: a task is one line) and any half of a surrogate pair.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(text: string): string {
  const line = stripBullets(text.replace(UNSAFE, " ").replace(/\s+/g, " "));
  return Array.from(line).slice(0, MAX_TASK_LENGTH).join("").trim();
}

export function cleanTasks(tasks: readonly SourceTask[]): SourceTask[] {
  return tasks
    .map((task) => ({ text: cleanText(String(task.text)), urgent: task.urgent === true }))
    .filter((task) => task.text.length > 0)
    .slice(0, MAX_LINES);
}
