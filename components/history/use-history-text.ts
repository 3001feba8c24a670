"use client";

/** How the history screens put a failure and a date into words. */
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useSyncExternalStore } from "react";
import type { HistoryItem } from "@/lib/api/history";
import { HistoryRequestError } from "@/lib/history/client";

/** The server's message when it gave one, else what happened in the catalogue's words. */
export function useFailureText(): (error: unknown) => string {
  const t = useTranslations("history.errors");
  return useCallback(
    (error: unknown) => {
      if (error instanceof HistoryRequestError) {
        if (error.message) return error.message;
        return error.status === 0 ? t("network") : t("status", { status: error.status });
      }
      return error instanceof Error && error.message ? error.message : t("unknown");
    },
    [t],
  );
}

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The reader's IANA time zone; `serverValue` while the page is drawn on the server, which cannot know it. */
export function useBrowserTimeZone<T extends string | null>(serverValue: T): string | T {
  return useSyncExternalStore<string | T>(noSubscription, browserTimeZone, () => serverValue);
}

/** A wallpaper's creation date and time, in the reader's own time zone (the server may sit in another). */
export function useWallpaperDate(): (iso: string) => string {
  const format = useFormatter();
  const timeZone = useBrowserTimeZone("UTC");
  return useCallback((iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone }), [format, timeZone]);
}

/** The catalogue key of a mode's label in the history (anything unknown is Plain, as the creator names it). */
export function modeLabelKey(mode: string): `card.modes.${"plain" | "smart" | "emoji" | "other"}` {
  return mode === "plain" || mode === "smart" || mode === "emoji" ? `card.modes.${mode}` : "card.modes.other";
}

/** What a card is called: its first task as drawn on the wallpaper, else the first line typed; null for an empty one. */
export function wallpaperTitle(saved: Pick<HistoryItem, "tasks" | "text">): string | null {
  const first = saved.tasks.find((task) => task.text.trim())?.text ?? saved.text.split("\n").find((line) => line.trim());
  return first?.trim() || null;
}
