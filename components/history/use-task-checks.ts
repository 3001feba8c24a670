"use client";

/**
 * Saving ticked tasks. The tick shows at once; the save runs behind it. Saves of one wallpaper run
 * one after the other, and ticks made while one is on its way are sent together as the next, so
 * the server always ends with what the screen shows. A save names only the tasks ticked or unticked
 * since the last, each as the person left it, so it never carries an older copy of the others back.
 * A failed save says so and reloads the wallpaper from the server (SPEC.md section 4).
 */
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/components/toaster";
import type { HistoryItem, HistoryTask } from "@/lib/api/history";
import { saveTaskChecks } from "@/lib/history/client";

/** The tasks to save, by id: ticked (true) or unticked (false). */
type Changes = Map<string, boolean>;
interface Queue {
  next: Changes | null;
  running: boolean;
}

interface Callbacks {
  /** The server's wallpaper after the last save, its image drawn again. */
  onSaved(item: HistoryItem): void;
  /** A save failed: show the server's version of this wallpaper again. */
  onFailed(id: string): void;
}

export function useTaskChecks(callbacks: Callbacks) {
  const t = useTranslations("history");
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const queues = useRef(new Map<string, Queue>());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const drain = useCallback(
    async (id: string, queue: Queue) => {
      queue.running = true;
      setSaving((ids) => new Set(ids).add(id));
      while (queue.next) {
        const checks = [...queue.next].map(([taskId, completed]) => ({ id: taskId, completed }));
        queue.next = null;
        try {
          const item = await saveTaskChecks(id, checks);
          if (!queue.next) latest.current.onSaved(item);
        } catch {
          queue.next = null;
          notify("error", t("taskFailed"));
          latest.current.onFailed(id);
        }
      }
      queue.running = false;
      setSaving((ids) => {
        const rest = new Set(ids);
        rest.delete(id);
        return rest;
      });
    },
    [t],
  );

  /** Saves one task of wallpaper `id` as ticked or not, with any other ticks made while a save of it is on its way. */
  const save = useCallback(
    (id: string, taskId: string, completed: boolean) => {
      let queue = queues.current.get(id);
      if (!queue) queues.current.set(id, (queue = { next: null, running: false }));
      (queue.next ??= new Map()).set(taskId, completed);
      if (!queue.running) void drain(id, queue);
    },
    [drain],
  );

  return { save, saving };
}

/**
 * The tasks with one of them ticked or unticked, as the person left its box. Applied to the newest tasks (in a state
 * update function), so two ticks in a row both count even when the page has not drawn the first yet.
 */
export function withCheck(tasks: readonly HistoryTask[], taskId: string, completed: boolean): HistoryTask[] {
  return tasks.map((task) => (task.id === taskId && task.completed !== completed ? { ...task, completed } : task));
}
