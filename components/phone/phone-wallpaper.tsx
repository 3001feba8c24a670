"use client";

import { Download, Share, TriangleAlert } from "lucide";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { loadEngine } from "@/components/creator/engine";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/i18n/navigation";
import { canShareImages, downloadImage, shareImage, wallpaperFileName } from "@/lib/creator/download";
import { readPhoneFragment } from "@/lib/creator/phone-link";

type View = { state: "drawing" } | { state: "invalid" } | { state: "failed" } | { state: "ready"; image: Blob; url: string; tasks: string };

const noSubscription = () => () => {};

/** Reads the wallpaper from the address's fragment, draws it with the creator's renderer, and offers to save it. */
export function PhoneWallpaperView() {
  const t = useTranslations("phone");
  const [view, setView] = useState<View>({ state: "drawing" });
  const shareable = useSyncExternalStore(noSubscription, canShareImages, () => false);

  useEffect(() => {
    const wallpaper = readPhoneFragment(window.location.hash);
    if (!wallpaper) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
      setView({ state: "invalid" });
      return;
    }
    let url: string | null = null;
    loadEngine()
      .then(([, renderer]) => renderer.renderWallpaperBlob(wallpaper.tasks, wallpaper.mode, wallpaper.width, wallpaper.height, wallpaper.style))
      .then((image) => {
        url = URL.createObjectURL(image);
        setView({ state: "ready", image, url, tasks: wallpaper.tasks.map((task) => task.text).join(", ") });
      })
      .catch((error: unknown) => {
        console.error("Drawing the sent wallpaper failed:", error);
        setView({ state: "failed" });
      });
    return () => void (url && URL.revokeObjectURL(url));
  }, []);

  if (view.state === "invalid" || view.state === "failed") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <Icon icon={TriangleAlert} className="size-8 text-amber-600" />
        <h1 className="text-xl font-semibold text-slate-900">{t(view.state === "invalid" ? "invalidHeading" : "failedHeading")}</h1>
        <p className="text-slate-600">{t(view.state === "invalid" ? "invalidText" : "failedText")}</p>
        <Button href="/#create-wallpaper" className="mt-2">
          {t("makeYourOwn")}
        </Button>
      </div>
    );
  }
  if (view.state === "drawing") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-brand-700">
        <Spinner size="large" />
        <p className="font-medium text-slate-700">{t("drawing")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
      <p className="text-center text-sm text-slate-600">{t("saveHint")}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob URL drawn here, nothing to optimise */}
      <img src={view.url} alt={t("imageAlt", { tasks: view.tasks })} className="w-full max-w-xs rounded-3xl shadow-xl" />
      <div className="flex flex-wrap justify-center gap-3">
        {shareable && (
          <Button size="lg" onClick={() => void shareImage(view.image, wallpaperFileName())} icon={<Icon icon={Share} className="size-4" />}>
            {t("share")}
          </Button>
        )}
        <Button
          size="lg"
          variant={shareable ? "secondary" : "primary"}
          onClick={() => downloadImage(view.image, wallpaperFileName())}
          icon={<Icon icon={Download} className="size-4" />}
        >
          {t("download")}
        </Button>
      </div>
      <Link href="/#create-wallpaper" className="text-sm font-medium text-brand-700 underline">
        {t("makeYourOwn")}
      </Link>
    </div>
  );
}
