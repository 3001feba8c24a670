/**
 * What a live wallpaper that follows a source draws (decision record 021): the source's tasks through the member's
 * mode, in the look and size of the wallpaper the address would otherwise show (the pinned one or the newest), or in
 * today's look at an iPhone's size when they have saved none. The same entity tag as a saved wallpaper's, so an
 * unchanged list is a 304.
 */
import { toSavedTasks, type WallpaperRow } from "@/lib/history/store";
import type { SourceTask } from "@/lib/sources/types";
import { sortByPriority, tasksForMode } from "@/lib/tasks";
import type { Mode, Task } from "@/lib/tasks/types";

/** The look when a member following a source has saved no wallpaper: an iPhone's lock screen, today's style. */
const DEFAULT_LOOK = { width: 1179, height: 2556, mode: "plain" as Mode, style: {} };

/** The source's tasks as the mode draws them; a task urgent at its source is a priority whatever the mode. */
export function sourceTasksForMode(tasks: readonly SourceTask[], mode: Mode): Task[] {
  const urgent = new Set(tasks.filter((task) => task.urgent).map((task) => task.text));
  const drawn = tasksForMode(
    tasks.map((task) => task.text),
    mode,
  ).map((task) => (urgent.has(task.text) ? { ...task, isPriority: true } : task));
  return mode === "smart" ? sortByPriority(drawn) : drawn;
}

/** A wallpaper row to draw: the look of `shown` (or the default look) holding the source's tasks. */
export function sourceWallpaper(userId: string, shown: WallpaperRow | null, tasks: readonly SourceTask[]): WallpaperRow {
  const look = shown ?? { ...DEFAULT_LOOK, id: "source", userId, text: "", storagePath: "", createdAt: new Date(0) };
  return { ...look, tasks: toSavedTasks(sourceTasksForMode(tasks, look.mode)) };
}
