/**
 * A task as it goes on a wallpaper: one line of plain text, and at most as many as a wallpaper takes. Shared by the
 * adapters, so that every source is cut to the same shape.
 */
import { MAX_LINES } from "@/lib/tasks/input";

/** The most tasks a source gives: the lines one wallpaper takes. */
export const MAX_SOURCE_TASKS = MAX_LINES;
/** The longest line kept of one task (a wallpaper line is far shorter; a pasted essay is cut). */
export const MAX_TASK_CHARACTERS = 200;

/**
 * One line of plain text: line breaks, tabs and control characters become spaces, runs of spaces one, a Markdown link
 * keeps its label (Todoist writes links that way), and a task longer than MAX_TASK_CHARACTERS ends with "…".
 */
export function toTaskLine(text: string): string {
  const plain = text
    .replace(/\[([^\]\n]*)\]\([^)\s]*\)/g, "$1")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200b\ufeff]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(plain);
  if (characters.length <= MAX_TASK_CHARACTERS) return plain;
  return `${characters
    .slice(0, MAX_TASK_CHARACTERS - 1)
    .join("")
    .trimEnd()}…`;
}
