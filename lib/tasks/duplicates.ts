import { splitNumbering } from "./lines";

/**
 * The same task written twice, as when a line or a paragraph is pasted twice: compared without its
 * list number, case, spacing or closing punctuation, so "2. Pay rent." repeats "Pay rent".
 */
const taskKey = (task: string) =>
  splitNumbering(task.trim())
    .rest.toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.,;:!?。，；：！？、…]+$/u, "");

/** Each task once, where it first appears; `textOf` reads a task's words when it is not a string. */
export function dropDuplicates<T>(tasks: readonly T[], textOf: (task: T) => string = String): T[] {
  const seen = new Set<string>();
  return tasks.filter((task) => {
    const key = taskKey(textOf(task));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
