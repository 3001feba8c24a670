"use client";

import { FileArchive, Trash2 } from "lucide";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { BulkBusy } from "./use-history";

interface HistoryToolbarProps {
  selected: number;
  total: number;
  allSelected: boolean;
  bulk: BulkBusy | null;
  onToggleAll(): void;
  onDelete(): void;
  onExport(): void;
}

/** What is selected, and what to do with it: stays in sight under the header while the list scrolls. */
export function HistoryToolbar({ selected, total, allSelected, bulk, onToggleAll, onDelete, onExport }: HistoryToolbarProps) {
  const t = useTranslations("history");
  const idle = bulk === null;
  const button =
    "inline-flex whitespace-nowrap items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <section
      aria-label={t("toolbar.label")}
      className="sticky top-16 z-30 -mx-4 mb-4 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-4"
    >
      <p className="mr-auto text-sm font-medium text-slate-700" aria-live="polite" data-testid="selection-count">
        {t("toolbar.count", { selected, total })}
      </p>
      <button
        type="button"
        onClick={onToggleAll}
        disabled={!idle || total === 0}
        className={`${button} border border-slate-300 text-slate-800 hover:border-brand-600`}
      >
        {allSelected ? t("toolbar.deselectAll") : t("toolbar.selectAll")}
      </button>
      <div className="flex w-full gap-2 sm:w-auto">
        <ConfirmDialog
          trigger={
            <button
              type="button"
              disabled={!idle || selected === 0}
              className={`${button} flex-1 border border-red-200 text-red-700 hover:bg-red-50`}
            >
              {bulk === "deleting" ? <Spinner size="small" /> : <Icon icon={Trash2} className="size-4" />}
              {bulk === "deleting" ? t("toolbar.deleting") : t("toolbar.delete")}
            </button>
          }
          title={t("confirmDelete.title")}
          body={t("confirmDelete.body", { count: selected })}
          confirm={t("confirmDelete.confirm")}
          cancel={t("confirmDelete.cancel")}
          onConfirm={onDelete}
        />
        <button
          type="button"
          onClick={onExport}
          disabled={!idle || selected === 0}
          className={`${button} flex-1 bg-brand-600 text-white hover:bg-brand-700`}
        >
          {bulk === "exporting" ? <Spinner size="small" /> : <Icon icon={FileArchive} className="size-4" />}
          {bulk === "exporting" ? t("toolbar.exporting") : t("toolbar.export")}
        </button>
      </div>
    </section>
  );
}
