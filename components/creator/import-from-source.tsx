"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { notify } from "@/components/toaster";
import { Button } from "@/components/ui/button";
import type { SourceView } from "@/lib/api/sources";

type State = { status: "closed" } | { status: "loading" } | { status: "open"; sources: SourceView[] };

/**
 * "Import from…" for a Pro member with connected sources (decision record 021): the source's tasks fill the text box,
 * one per line, and go through the chosen mode like anything typed. The calls are loaded on first use, so the creator
 * weighs the same for everyone else.
 */
export function ImportFromSource({ onImport }: { onImport(text: string): void }) {
  const t = useTranslations("creator");
  const listId = useId();
  const [state, setState] = useState<State>({ status: "closed" });
  const [importing, setImporting] = useState<string | null>(null);

  async function open() {
    if (state.status === "open") return setState({ status: "closed" });
    setState({ status: "loading" });
    try {
      const { fetchSources } = await import("@/lib/sources/client");
      setState({ status: "open", sources: (await fetchSources()).sources });
    } catch (error) {
      setState({ status: "closed" });
      notify("error", t("importFailed", { message: error instanceof Error ? error.message : "" }));
    }
  }

  async function importFrom(source: SourceView) {
    setImporting(source.id);
    try {
      const { fetchSourceTasks } = await import("@/lib/sources/client");
      const { tasks } = await fetchSourceTasks(source.id);
      onImport(tasks.map((task) => task.text).join("\n"));
      notify("success", tasks.length === 0 ? t("importEmpty") : t("imported", { count: tasks.length }));
      setState({ status: "closed" });
    } catch (error) {
      notify("error", t("importFailed", { message: error instanceof Error ? error.message : "" }));
    } finally {
      setImporting(null);
    }
  }

  return (
    <div className="mt-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        busy={state.status === "loading"}
        aria-expanded={state.status === "open"}
        aria-controls={listId}
        onClick={() => void open()}
        data-testid="import-from"
      >
        {t("importFrom")}
      </Button>
      {state.status === "open" && (
        <ul id={listId} className="mt-2 flex flex-wrap gap-2">
          {state.sources.length === 0 && <li className="text-sm text-slate-600">{t("importNone")}</li>}
          {state.sources.map((source) => (
            <li key={source.id}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                busy={importing === source.id}
                disabled={importing !== null}
                onClick={() => void importFrom(source)}
              >
                {importing === source.id ? t("importing") : source.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
