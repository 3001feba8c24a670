"use client";

/**
 * Saving ticked tasks. The tick shows at once; the save runs behind it. Saves of one wallpaper run
 * one after the other, and ticks made while one is on its way are sent together as the next, so
 * the server always ends with what the screen shows. A failed save says so and reloads the
 * wallpaper from the server (SPEC.md section 4).
 */
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/components/toaster";
import type { HistoryItem, HistoryTask } from "@/lib/api/history";
import { saveTaskChecks } from "@/lib/history/client";

type Checks = readonly Pick<HistoryTask, "id" | "completed">[];

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
  const queues = useRef(new Map<string, { next: Checks | null; running: boolean }>());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const drain = useCallback(
    async (id: string, queue: { next: Checks | null; running: boolean }) => {
      queue.running = true;
      setSaving((ids) => new Set(ids).add(id));
      while (queue.next) {
        const checks = queue.next;
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

  const save = useCallback(
    (id: string, checks: Checks) => {
      let queue = queues.current.get(id);
      if (!queue) queues.current.set(id, (queue = { next: null, running: false }));
      queue.next = checks;
      if (!queue.running) void drain(id, queue);
    },
    [drain],
  );

  return { save, saving };
}

/** The tasks with one of them ticked or unticked. */
export function toggled(tasks: readonly HistoryTask[], taskId: string): HistoryTask[] {
  return tasks.map((task) => (task.id === taskId ? { ...task, completed: !task.completed } : task));
}
