"use client";

import { ImageOff } from "lucide";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/ui/icon";

/** A stored wallpaper, or the 'Image not available' placeholder when there is none or it fails to load. */
interface WallpaperImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** "eager" for the one large image of a page; cards load theirs as they scroll near. */
  loading?: "lazy" | "eager";
}

export function WallpaperImage({ src, alt, width, height, className = "", loading = "lazy" }: WallpaperImageProps) {
  const t = useTranslations("history.card");
  const [failed, setFailed] = useState<string | null>(null);
  const frame = `aspect-[1179/2556] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`;
  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={t("imageUnavailable")}
        className={`${frame} flex flex-col items-center justify-center gap-2 p-2 text-center text-xs text-slate-500`}
      >
        <Icon icon={ImageOff} className="size-6" />
        <span aria-hidden="true">{t("imageUnavailable")}</span>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a private image from the download route: next/image would fetch it again on the server, without the person's session
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(src)}
      className={`${frame} object-cover`}
    />
  );
}
