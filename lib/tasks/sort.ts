import type { Task } from "./types";

/**
 * Sort for Me: priority tasks first, then shorter tasks before longer ones (a short task is a
 * quick win); otherwise the order the user typed. Array.prototype.sort is stable.
 */
export function sortByPriority(tasks: readonly Task[]): Task[] {
  return [...tasks].sort((a, b) => Number(b.isPriority) - Number(a.isPriority) || [...a.text].length - [...b.text].length);
}
