/**
 * "Use these tasks again" (a wallpaper's page in the history) hands its list and mode to the creator through this
 * tab's sessionStorage, never the address: a private list must not sit in the address bar, the browser's history or a
 * server log. The creator takes it once, as it starts, and removes it.
 */
import { MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { MODES, type Mode } from "@/lib/tasks/types";

const KEY = "wallminder:reuse";

export interface ReusedTasks {
  text: string;
  mode: Mode;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function tabStore(): Store | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage switched off
  }
}

/** Leaves the list for the creator the tab opens next. */
export function handOverTasks(tasks: ReusedTasks, store: Store | null = tabStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(tasks));
  } catch {
    // full or refused: the creator opens empty
  }
}

/** The list handed over, once: it is removed as it is read. Anything malformed is dropped. */
export function takeHandedOverTasks(store: Store | null = tabStore()): ReusedTasks | null {
  let raw: string | null;
  try {
    raw = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { text, mode } = JSON.parse(raw) as Partial<Record<keyof ReusedTasks, unknown>>;
    if (typeof text !== "string" || !text) return null;
    return { text: text.slice(0, MAX_TEXT_LENGTH), mode: MODES.includes(mode as Mode) ? (mode as Mode) : "plain" };
  } catch {
    return null;
  }
}
