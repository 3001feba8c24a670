/**
 * "Use these tasks again" (a wallpaper's page in the history) hands its list and mode to the creator through this
 * tab's sessionStorage, never the address: a private list must not sit in the address bar, the browser's history or a
 * server log. The creator takes it once, as it starts, and removes it.
 */
import { type Store, storedValue } from "@/lib/browser-storage";
import { MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { MODES, type Mode } from "@/lib/tasks/types";

const KEY = "wallminder:reuse";

export interface ReusedTasks {
  text: string;
  mode: Mode;
}

/** Leaves the list for the creator the tab opens next. */
export function handOverTasks(tasks: ReusedTasks, store?: Store | null): void {
  storedValue("session", KEY, store).write(JSON.stringify(tasks));
}

/** The list handed over, once: it is removed as it is read. Anything malformed is dropped. */
export function takeHandedOverTasks(store?: Store | null): ReusedTasks | null {
  const raw = storedValue("session", KEY, store).take();
  if (!raw) return null;
  try {
    const { text, mode } = JSON.parse(raw) as Partial<Record<keyof ReusedTasks, unknown>>;
    if (typeof text !== "string" || !text) return null;
    return { text: text.slice(0, MAX_TEXT_LENGTH), mode: MODES.includes(mode as Mode) ? (mode as Mode) : "plain" };
  } catch {
    return null;
  }
}
