import type { Task } from "./types";

/**
 * Sort for Me: priority tasks first, then the rest, each group in the order the person wrote it
 * (docs/product.md §2). Array.prototype.sort is stable, so equals never move.
 */
export function sortByPriority(tasks: readonly Task[]): Task[] {
  return [...tasks].sort((a, b) => Number(b.isPriority) - Number(a.isPriority));
}
