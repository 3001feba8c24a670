"use client";

import { ChevronDown } from "lucide";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { MODES, type Mode } from "@/lib/tasks/types";

export function ModePicker({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const t = useTranslations("creator");
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  return (
    <div>
      <div role="group" aria-label={t("modeLabel")} className="grid grid-cols-3 gap-2">
        {MODES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onChange(value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:hover:text-white"
          >
            {t(`modes.${value}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={helpOpen}
        aria-controls={helpId}
        onClick={() => setHelpOpen((open) => !open)}
        className="mt-2 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t("modesHelpToggle")}
        <Icon icon={ChevronDown} className={`size-4 transition-transform ${helpOpen ? "rotate-180" : ""}`} />
      </button>
      <dl id={helpId} hidden={!helpOpen} className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {MODES.map((value) => (
          <div key={value}>
            <dt className="font-semibold text-slate-900">{t(`modes.${value}`)}</dt>
            <dd>{t(`modesHelp.${value}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
