/**
 * The task engine: free text in, wallpaper tasks out. The same code runs in the browser (for an
 * instant preview) and on the server (for /api/process-tasks and server-rendered wallpapers).
 * No framework imports and no network here; the optional language model lives in ./llm.
 */
import { splitActions } from "./actions";
import { dropAsides, titleOf } from "./clauses";
import { dropDuplicates } from "./duplicates";
import { chooseEmoji } from "./emoji";
import { findEmoji } from "./emoji-text";
import { readLines, splitInlineNumbering } from "./lines";
import { isPriorityTask } from "./priority";
import { sortByPriority } from "./sort";
import type { Mode, Task } from "./types";

export { MODES, type Mode, type Task } from "./types";
export { splitLines, stripBullets } from "./lines";
export { splitActions } from "./actions";
export { loadEnglishTagger } from "./english-tags";
export { isPriorityTask } from "./priority";
export { chooseEmoji, DEFAULT_EMOJI } from "./emoji";
export { sortByPriority } from "./sort";
export { MAX_TEXT_LENGTH, MAX_LINES, checkInputSize, resolvePreviewText, type InputProblem } from "./input";

/**
 * Plain keeps the typed lines; Sort for Me and Add Emoji also split lines that hold several actions
 * and leave out headings and moods ("Busy week ahead.", "今天好累").
 */
export function extractTasks(text: string, mode: Mode): string[] {
  const lines = readLines(text);
  if (mode === "plain") return lines.map((line) => line.text);
  // Each number of a list typed on one line is an entry of its own, and marked.
  const entries = lines.flatMap(({ text, marked }) =>
    splitInlineNumbering(text).map((entry, _, all) => ({ text: entry, marked: marked || all.length > 1 })),
  );
  return dropAsides(
    entries.map((entry) => splitActions(entry.text)),
    { title: titleOf(entries) },
  );
}

/**
 * Turns lines of task text into the tasks of a mode: prioritised and sorted, with emoji, or plain.
 * Sort for Me and Add Emoji give a task written twice once (a list or paragraph pasted twice); Plain
 * keeps every line as typed.
 */
export function tasksForMode(lines: readonly string[], mode: Mode): Task[] {
  switch (mode) {
    case "plain":
      return lines.map((text) => ({ text, isPriority: false, emoji: null }));
    case "smart":
      return sortByPriority(dropDuplicates(lines).map((text) => ({ text, isPriority: isPriorityTask(text), emoji: null })));
    case "emoji":
      // A task that already has an emoji of the person's own keeps it alone: "Walk the dog 🐕" got a second dog.
      return dropDuplicates(lines).map((text) => ({ text, isPriority: false, emoji: findEmoji(text) ? null : chooseEmoji(text) }));
  }
}

export function processTasksLocally(text: string, mode: Mode): Task[] {
  return tasksForMode(extractTasks(text, mode), mode);
}
