"use client";

import { ArrowLeft, Download, RotateCcw, Trash2 } from "lucide";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { NotFoundPanel } from "@/components/not-found-panel";
import { notify } from "@/components/toaster";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import type { HistoryItem } from "@/lib/api/history";
import { handOverTasks, reuseAddress } from "@/lib/creator/reuse";
import { HistoryRequestError, deleteWallpaper, fetchWallpaper, imageSource } from "@/lib/history/client";
import { LivePinButton } from "@/components/live/live-pin-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TaskChecklist } from "./task-checklist";
import type { HistoryEntry } from "./use-history";
import { modeLabelKey, useFailureText, useWallpaperDate } from "./use-history-text";
import { useTaskChecks, withCheck } from "./use-task-checks";
import { canDownload, useWallpaperDownload } from "./use-wallpaper-download";
import { WallpaperImage } from "./wallpaper-image";

type Loaded = { status: "missing" } | { status: "ready"; entry: HistoryEntry };
/** The wallpaper as the server answered it, none (gone), or a change to the newest copy shown (a tick). */
type Change = HistoryEntry | null | ((entry: HistoryEntry) => HistoryEntry);

const entryOf = (item: HistoryItem): HistoryEntry => ({ saved: item, tasks: item.tasks });
/** 404, and 400 for an id that cannot be one: either way there is no such wallpaper here. */
const isMissing = (error: unknown) => error instanceof HistoryRequestError && (error.status === 404 || error.status === 400);

/**
 * One saved wallpaper at /history/{id}, for its owner: large, with its checklist, download, reuse and delete. The page
 * has read it already (and answered 404 for anyone else's), so it starts from that copy.
 */
export function WallpaperDetail({ initial }: { initial: HistoryItem }) {
  const t = useTranslations("history");
  const [loaded, setLoaded] = useState<Loaded>({ status: "ready", entry: entryOf(initial) });

  const change = (next: Change) =>
    setLoaded((current) => {
      if (typeof next === "function") return current.status === "ready" ? { status: "ready", entry: next(current.entry) } : current;
      return next ? { status: "ready", entry: next } : { status: "missing" };
    });

  if (loaded.status === "missing") {
    return (
      <NotFoundPanel title={t("detail.notFoundTitle")} text={t("detail.notFoundText")} back={{ href: "/history", label: t("detail.notFoundBack") }} />
    );
  }
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pt-6 pb-28 sm:px-6 sm:pt-10 sm:pb-16">
      <Link href="/history" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900">
        <Icon icon={ArrowLeft} className="size-4" />
        {t("detail.back")}
      </Link>
      <WallpaperView entry={loaded.entry} onChange={change} />
    </main>
  );
}

function WallpaperView({ entry, onChange }: { entry: HistoryEntry; onChange(change: Change): void }) {
  const t = useTranslations("history");
  const router = useRouter();
  const formatDate = useWallpaperDate();
  const failureText = useFailureText();
  const download = useWallpaperDownload();
  const [busy, setBusy] = useState<"downloading" | "deleting" | null>(null);
  const { saved } = entry;
  const date = formatDate(saved.created_at);

  const checks = useTaskChecks({
    onSaved: (item) => onChange(entryOf(item)),
    onFailed: () => {
      fetchWallpaper(saved.id).then(
        (item) => onChange(entryOf(item)),
        (error: unknown) => onChange(isMissing(error) ? null : entryOf(saved)),
      );
    },
  });

  /** Shows the tick at once, on the newest copy of the tasks, and saves it behind. */
  function toggleTask(taskId: string, completed: boolean) {
    onChange((current) => ({ ...current, tasks: withCheck(current.tasks, taskId, completed) }));
    checks.save(saved.id, taskId, completed);
  }

  async function downloadThis() {
    setBusy("downloading");
    try {
      await download(saved);
    } finally {
      setBusy(null);
    }
  }

  async function deleteThis() {
    setBusy("deleting");
    try {
      await deleteWallpaper(saved.id);
    } catch (error) {
      if (!isMissing(error)) {
        setBusy(null);
        return notify("error", t("detail.deleteFailed", { message: failureText(error) }));
      }
    }
    notify("success", t("detail.deleted"));
    router.push("/history");
  }

  const secondary =
    "inline-flex items-center justify-center gap-2 rounded-lg border px-4 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-60";
  return (
    <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-10">
      <header className="md:col-start-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("detail.heading", { date })}</h1>
        <p className="mt-1 text-slate-600">
          {t("card.mode")} <span className="font-medium text-slate-800">{t(modeLabelKey(saved.mode))}</span>
        </p>
      </header>
      <div className="md:col-start-2">
        <div className="rounded-2xl border border-slate-200 p-4">
          <TaskChecklist
            tasks={entry.tasks}
            label={t("card.tasksLabel", { date })}
            disabled={busy === "deleting"}
            onToggle={toggleTask}
            size="large"
          />
          {checks.saving.size > 0 && (
            <p role="status" className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-slate-500">
              <Spinner size="small" />
              {t("card.saving")}
            </p>
          )}
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <button
            type="button"
            onClick={() => void downloadThis()}
            disabled={!canDownload(saved) || busy !== null}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy === "downloading" ? <Spinner size="small" /> : <Icon icon={Download} className="size-4" />}
            {busy === "downloading" ? t("download.preparing") : t("download.button")}
          </button>
          <Link
            href={reuseAddress(saved.id)}
            onClick={() => handOverTasks({ text: saved.text, mode: saved.mode })}
            className={`${secondary} border-slate-300 text-slate-800 hover:border-brand-600 hover:text-brand-700`}
          >
            <Icon icon={RotateCcw} className="size-4" />
            {t("detail.reuse")}
          </Link>
          <ConfirmDialog
            trigger={
              <button type="button" disabled={busy !== null} className={`${secondary} border-red-200 text-red-700 hover:bg-red-50`}>
                {busy === "deleting" ? <Spinner size="small" /> : <Icon icon={Trash2} className="size-4" />}
                {busy === "deleting" ? t("detail.deleting") : t("detail.delete")}
              </button>
            }
            title={t("detail.confirmTitle")}
            body={t("detail.confirmBody")}
            confirm={t("confirmDelete.confirm")}
            cancel={t("confirmDelete.cancel")}
            onConfirm={() => void deleteThis()}
          />
          <LivePinButton wallpaperId={saved.id} />
        </div>
      </div>
      {/* After the checklist on a phone, where ticking comes first; beside it from md up. */}
      <div className="mx-auto w-full max-w-[17rem] md:col-start-1 md:row-span-2 md:row-start-1 md:max-w-none">
        <WallpaperImage
          src={imageSource(saved)}
          alt={t("card.imageAlt", { date })}
          width={saved.width}
          height={saved.height}
          loading="eager"
          className="shadow-lg"
        />
      </div>
    </div>
  );
}
