"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { notify } from "@/components/toaster";
import type { HistoryItem } from "@/lib/api/history";
import { downloadWallpaperImage, saveFile } from "@/lib/history/client";
import { useFailureText } from "./use-history-text";

/** Whether a wallpaper has an image to download (SPEC.md section 5: neither url nor storage_path, no download). */
export const canDownload = (item: Pick<HistoryItem, "url" | "storage_path">) => Boolean(item.url || item.storage_path);

/** Downloads a wallpaper's stored PNG and says how it went; the caller shows 'Preparing download...' meanwhile. */
export function useWallpaperDownload(): (item: HistoryItem) => Promise<void> {
  const t = useTranslations("history.download");
  const failureText = useFailureText();
  return useCallback(
    async (item: HistoryItem) => {
      if (!canDownload(item)) return notify("error", t("unavailable"));
      let file;
      try {
        file = await downloadWallpaperImage(item);
      } catch (error) {
        return notify("error", t("failed", { message: failureText(error) }));
      }
      try {
        saveFile(file);
        notify("success", t("done"));
      } catch (error) {
        notify("error", t("saveFailed", { message: failureText(error) }));
      }
    },
    [t, failureText],
  );
}
