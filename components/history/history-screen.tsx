"use client";

import { Plus } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import type { HistoryItem } from "@/lib/api/history";
import { HistoryToolbar } from "./history-toolbar";
import { useHistory } from "./use-history";
import { useWallpaperDownload } from "./use-wallpaper-download";
import { WallpaperCard } from "./wallpaper-card";
import { LoadFailedPanel, LoadingPanel } from "./panels";

/** A Pro user's history: loading, the error with Try Again, the empty state, or the cards with the toolbar. */
export function HistoryScreen() {
  const t = useTranslations("history");
  const history = useHistory();
  const download = useWallpaperDownload();

  async function downloadCard(item: HistoryItem) {
    history.markBusy(item.id, "downloading");
    try {
      await download(item);
    } finally {
      history.markBusy(item.id, null);
    }
  }

  if (history.phase === "loading") {
    return <LoadingPanel label={t("loading")} />;
  }
  if (history.phase === "error") {
    return <LoadFailedPanel message={t("loadFailed")} retry={t("tryAgain")} className="mt-6" />;
  }
  if (history.entries.length === 0) {
    return (
      <div className="mx-auto mt-6 max-w-md rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center sm:px-6">
        <h2 className="text-xl font-semibold text-slate-900">{t("empty")}</h2>
        <p className="mt-2 text-slate-600">{t("emptyHint")}</p>
        <Link
          href="/#create-wallpaper"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold whitespace-nowrap text-white hover:bg-brand-700 sm:px-5"
        >
          <Icon icon={Plus} className="size-4" />
          {t("createFirst")}
        </Link>
      </div>
    );
  }

  return (
    <>
      <HistoryToolbar
        selected={history.selected.size}
        total={history.entries.length}
        allSelected={history.allSelected}
        bulk={history.bulk}
        onToggleAll={history.toggleAll}
        onDelete={() => void history.deleteSelected()}
        onExport={() => void history.exportSelected()}
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {history.entries.map((entry) => (
          <li key={entry.saved.id}>
            <WallpaperCard
              entry={entry}
              selected={history.selected.has(entry.saved.id)}
              busy={history.busy.get(entry.saved.id)}
              saving={history.saving.has(entry.saved.id)}
              locked={history.bulk !== null}
              onSelect={() => history.toggleSelected(entry.saved.id)}
              onToggleTask={(taskId, completed) => history.toggleTask(entry.saved.id, taskId, completed)}
              onDownload={() => void downloadCard(entry.saved)}
            />
          </li>
        ))}
      </ul>
      {history.hasMore && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={() => void history.loadMore()}
            disabled={history.loadingMore}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-brand-600 disabled:opacity-60"
          >
            {history.loadingMore && <Spinner size="small" />}
            {history.loadingMore ? t("loadingMore") : t("loadMore")}
          </button>
        </div>
      )}
    </>
  );
}
