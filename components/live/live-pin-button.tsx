"use client";

import { Pin, PinOff } from "lucide";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useFailureText } from "@/components/history/use-history-text";
import { notify } from "@/components/toaster";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { changeLiveSettings, fetchLiveSettings } from "@/lib/history/client";

/**
 * Pins this wallpaper to the live wallpaper address, or unpins it (the address then shows the newest). A pin is kept
 * while the address is off, and applies when it is turned on.
 */
export function LivePinButton({ wallpaperId }: { wallpaperId: string }) {
  const t = useTranslations("live");
  const failureText = useFailureText();
  const [pinnedId, setPinnedId] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    fetchLiveSettings().then(
      (live) => current && setPinnedId(live.pinnedWallpaperId),
      () => current && setPinnedId(null),
    );
    return () => {
      current = false;
    };
  }, []);

  const pinned = pinnedId === wallpaperId;
  async function toggle() {
    setBusy(true);
    try {
      setPinnedId((await changeLiveSettings({ pinnedWallpaperId: pinned ? null : wallpaperId })).pinnedWallpaperId);
    } catch (error) {
      notify("error", t("pinFailed", { message: failureText(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        aria-pressed={pinned}
        onClick={() => void toggle()}
        busy={busy || pinnedId === undefined}
        icon={<Icon icon={pinned ? PinOff : Pin} className="size-4" />}
      >
        {busy ? t("pinning") : pinned ? t("pinned") : t("pin")}
      </Button>
      {pinned && <p className="text-xs text-slate-600">{t("pinHint")}</p>}
    </div>
  );
}
