"use client";

import { Download } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { imageSource } from "@/lib/history/client";
import { TaskChecklist } from "./task-checklist";
import type { CardBusy, HistoryEntry } from "./use-history";
import { modeLabelKey, useWallpaperDate, wallpaperTitle } from "./use-history-text";
import { canDownload } from "./use-wallpaper-download";
import { WallpaperImage } from "./wallpaper-image";

interface WallpaperCardProps {
  entry: HistoryEntry;
  selected: boolean;
  busy: CardBusy | undefined;
  saving: boolean;
  /** A delete or export of the selection is under way: the selection stays as it is. */
  locked: boolean;
  onSelect(): void;
  onToggleTask(taskId: string, completed: boolean): void;
  onDownload(): void;
}

/** One saved wallpaper, titled by its first task: select it, see when and how it was made, tick its tasks, download it. */
export function WallpaperCard({ entry, selected, busy, saving, locked, onSelect, onToggleTask, onDownload }: WallpaperCardProps) {
  const t = useTranslations("history");
  const formatDate = useWallpaperDate();
  const headingId = useId();
  const { saved } = entry;
  const date = formatDate(saved.created_at);
  const title = wallpaperTitle(saved);
  const href = `/history/${encodeURIComponent(saved.id)}`;
  const status = busy === "deleting" ? t("card.deleting") : busy === "exporting" ? t("card.exporting") : saving ? t("card.saving") : null;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy !== undefined || saving}
      data-testid="wallpaper-card"
      className={`flex h-full flex-col rounded-2xl border bg-white p-4 shadow-sm transition ${selected ? "border-brand-500 ring-2 ring-brand-500/25" : "border-slate-200"} ${busy === "deleting" ? "opacity-60" : ""}`}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={onSelect}
          disabled={locked || busy === "deleting"}
          aria-label={t("card.select", { date })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
        />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="line-clamp-2 leading-6 font-semibold break-words text-slate-900">
            {title ?? <time dateTime={saved.created_at}>{date}</time>}
          </h2>
          <p className="text-sm text-slate-600">
            {title && (
              <>
                <time dateTime={saved.created_at}>{date}</time>
                <span aria-hidden="true"> · </span>
              </>
            )}
            {t("card.mode")} <span className="font-medium text-slate-800">{t(modeLabelKey(saved.mode))}</span>
          </p>
        </div>
        {status && (
          <span role="status" className="inline-flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-500">
            <Spinner size="small" />
            {status}
          </span>
        )}
      </div>
      <div className="mt-3 flex gap-4">
        <Link href={href} tabIndex={-1} aria-hidden="true" className="w-24 shrink-0 sm:w-28">
          <WallpaperImage src={imageSource(saved)} alt="" width={saved.width} height={saved.height} />
        </Link>
        <div className="min-w-0 flex-1">
          <TaskChecklist tasks={entry.tasks} label={t("card.tasksLabel", { date })} disabled={busy === "deleting"} onToggle={onToggleTask} />
        </div>
      </div>
      <div className="mt-auto flex gap-2 pt-4">
        <Link
          href={href}
          aria-label={t("card.openLabel", { date })}
          className="inline-flex flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
        >
          {t("card.open")}
        </Link>
        <button
          type="button"
          onClick={onDownload}
          disabled={!canDownload(saved) || busy !== undefined}
          className="inline-flex flex-[2] items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === "downloading" ? <Spinner size="small" /> : <Icon icon={Download} className="size-4" />}
          {busy === "downloading" ? t("download.preparing") : t("download.button")}
        </button>
      </div>
    </article>
  );
}
