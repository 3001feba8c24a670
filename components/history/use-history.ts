"use client";

/**
 * The history list: pages loaded with the cursor, which cards are selected, ticking tasks,
 * deleting and exporting the selection, and what each card is busy with (SPEC.md sections 2, 4, 5).
 */
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { notify } from "@/components/toaster";
import type { HistoryItem, HistoryTask } from "@/lib/api/history";
import { HistoryRequestError, deleteWallpaper, exportWallpapers, fetchHistoryPage, fetchWallpaper, saveFile } from "@/lib/history/client";
import { useFailureText } from "./use-history-text";
import { useTaskChecks, withCheck } from "./use-task-checks";

/** A card: the wallpaper as the server last answered it, and its tasks as shown (a tick ahead while saving). */
export interface HistoryEntry {
  saved: HistoryItem;
  tasks: HistoryTask[];
}

export type CardBusy = "downloading" | "deleting" | "exporting";
export type BulkBusy = "deleting" | "exporting";

const entryOf = (item: HistoryItem): HistoryEntry => ({ saved: item, tasks: item.tasks });

function without<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const rest = new Set(set);
  rest.delete(value);
  return rest;
}

export function useHistory() {
  const t = useTranslations("history");
  const failureText = useFailureText();
  const [phase, setPhase] = useState<"loading" | "error" | "ready">("loading");
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlyMap<string, CardBusy>>(new Map());
  const [bulk, setBulk] = useState<BulkBusy | null>(null);

  useEffect(() => {
    let live = true;
    fetchHistoryPage().then(
      (page) => {
        if (!live) return;
        setEntries(page.wallpapers.map(entryOf));
        setCursor(page.nextCursor);
        setPhase("ready");
      },
      () => {
        if (!live) return;
        setEntries([]);
        setPhase("error");
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const replace = useCallback(
    (item: HistoryItem) => setEntries((list) => list.map((entry) => (entry.saved.id === item.id ? entryOf(item) : entry))),
    [],
  );
  const drop = useCallback((id: string) => {
    setEntries((list) => list.filter((entry) => entry.saved.id !== id));
    setSelected((ids) => without(ids, id));
  }, []);
  const markBusy = useCallback((id: string, what: CardBusy | null) => {
    setBusy((map) => {
      const next = new Map(map);
      if (what) next.set(id, what);
      else next.delete(id);
      return next;
    });
  }, []);

  const checks = useTaskChecks({
    onSaved: replace,
    onFailed: (id) => {
      fetchWallpaper(id).then(replace, (error: unknown) => {
        if (error instanceof HistoryRequestError && error.notFound) return drop(id);
        setEntries((list) => list.map((entry) => (entry.saved.id === id ? entryOf(entry.saved) : entry)));
      });
    },
  });

  /** Shows the tick at once, on the newest copy of the card's tasks, and saves it behind. */
  function toggleTask(id: string, taskId: string, completed: boolean) {
    setEntries((list) => list.map((entry) => (entry.saved.id === id ? { ...entry, tasks: withCheck(entry.tasks, taskId, completed) } : entry)));
    checks.save(id, taskId, completed);
  }

  async function loadMore() {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await fetchHistoryPage(cursor);
      setEntries((list) => {
        const known = new Set(list.map((entry) => entry.saved.id));
        return [...list, ...page.wallpapers.filter((item) => !known.has(item.id)).map(entryOf)];
      });
      setCursor(page.nextCursor);
    } catch {
      notify("error", t("loadFailed"));
    } finally {
      setLoadingMore(false);
    }
  }

  const allSelected = entries.length > 0 && entries.every((entry) => selected.has(entry.saved.id));
  const toggleSelected = (id: string) => setSelected((ids) => (ids.has(id) ? without(ids, id) : new Set(ids).add(id)));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(entries.map((entry) => entry.saved.id)));
  const selectedIds = () => entries.filter((entry) => selected.has(entry.saved.id)).map((entry) => entry.saved.id);

  /** One DELETE per wallpaper, one after the other; failures are counted, not listed (SPEC.md section 8). */
  async function deleteSelected() {
    const ids = selectedIds();
    if (ids.length === 0 || bulk) return;
    setBulk("deleting");
    let deleted = 0;
    let failure: unknown = null;
    for (const id of ids) {
      markBusy(id, "deleting");
      try {
        await deleteWallpaper(id);
        deleted++;
        drop(id);
      } catch (error) {
        // Already gone (deleted in another tab): what the person asked for is true.
        if (error instanceof HistoryRequestError && error.notFound) {
          deleted++;
          drop(id);
        } else failure = error;
      } finally {
        markBusy(id, null);
      }
    }
    setBulk(null);
    if (deleted === 0) notify("error", t("deleteFailed", { message: failureText(failure) }));
    else notify(deleted === ids.length ? "success" : "warning", t("deleted", { deleted, total: ids.length }));
  }

  async function exportSelected() {
    const ids = selectedIds();
    if (ids.length === 0 || bulk) return;
    setBulk("exporting");
    for (const id of ids) markBusy(id, "exporting");
    try {
      const archive = await exportWallpapers(ids);
      saveFile(archive, 2_000);
      notify("success", t("exported", { exported: archive.exported, total: ids.length }));
    } catch (error) {
      notify("error", t("exportFailed", { message: failureText(error) }));
    } finally {
      for (const id of ids) markBusy(id, null);
      setBulk(null);
    }
  }

  return {
    phase,
    entries,
    hasMore: cursor !== null,
    loadingMore,
    loadMore,
    selected,
    allSelected,
    toggleSelected,
    toggleAll,
    busy,
    markBusy,
    bulk,
    saving: checks.saving,
    toggleTask,
    deleteSelected,
    exportSelected,
  };
}
