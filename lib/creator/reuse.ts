/**
 * "Use these tasks again" (a wallpaper's page in the history) hands its list and mode to the creator. A click hands
 * them over through this tab's sessionStorage. The link's address names the wallpaper, never its tasks (a private
 * list must not sit in the address bar, the browser's history or a server log), so a tab of its own (a middle click,
 * "Open in new tab") reads them from the history, which answers only their owner. The creator takes them once, as it
 * starts: the stored copy is removed and the address forgets the wallpaper.
 */
import { type Store, storedValue } from "@/lib/browser-storage";
import { MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { MODES, type Mode } from "@/lib/tasks/types";

const KEY = "wallminder:reuse";
/** The address's parameter that names the wallpaper whose tasks the creator takes. */
const PARAM = "reuse";

export interface ReusedTasks {
  text: string;
  mode: Mode;
}

/** The creator, with the tasks of the wallpaper `id`. */
export function reuseAddress(id: string): string {
  return `/?${PARAM}=${encodeURIComponent(id)}#create-wallpaper`;
}

/** Leaves the list for the creator the tab opens next. */
export function handOverTasks(tasks: ReusedTasks, store?: Store | null): void {
  storedValue("session", KEY, store).write(JSON.stringify(tasks));
}

/** Text and mode the creator can use, or null; the text kept within the creator's limit. */
function usable(value: unknown): ReusedTasks | null {
  const { text, mode } = (value ?? {}) as Partial<Record<keyof ReusedTasks, unknown>>;
  if (typeof text !== "string" || !text) return null;
  return { text: text.slice(0, MAX_TEXT_LENGTH), mode: MODES.includes(mode as Mode) ? (mode as Mode) : "plain" };
}

/** The list handed over, once: it is removed as it is read. Anything malformed is dropped. */
export function takeHandedOverTasks(store?: Store | null): ReusedTasks | null {
  const raw = storedValue("session", KEY, store).take();
  if (!raw) return null;
  try {
    return usable(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The wallpaper the address names, once: it leaves the address, so a reload starts empty. The state passed is null,
 * as Next's router asks of a page that changes the address itself: given the router's own state for the old
 * address, the router put that address back on its next render (a reload then took the list again).
 */
export function takeWallpaperFromAddress(location: Pick<Location, "href">, history: Pick<History, "replaceState">): string | null {
  const url = new URL(location.href);
  const id = url.searchParams.get(PARAM);
  if (id === null) return null;
  url.searchParams.delete(PARAM);
  history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  return id || null;
}

/** The saved wallpaper's tasks, from the history; its code loads only when an address names one. */
async function savedTasks(id: string): Promise<unknown> {
  const { fetchWallpaper } = await import("@/lib/history/client");
  return fetchWallpaper(id);
}

/**
 * The list to use again, once: handed over by a click in this tab, else read from the history for the wallpaper the
 * address names (a tab of its own). Null when there is none; rejects when the history cannot give it.
 */
export async function takeReusedTasks({
  location = window.location,
  history = window.history,
  store,
  load = savedTasks,
}: {
  location?: Pick<Location, "href">;
  history?: Pick<History, "replaceState">;
  store?: Store | null;
  load?: (id: string) => Promise<unknown>;
} = {}): Promise<ReusedTasks | null> {
  const id = takeWallpaperFromAddress(location, history);
  const handed = takeHandedOverTasks(store);
  if (handed || !id) return handed;
  return usable(await load(id));
}
