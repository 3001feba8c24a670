"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useFailureText } from "@/components/history/use-history-text";
import { notify } from "@/components/toaster";
import { Button } from "@/components/ui/button";
import type { SourceView } from "@/lib/api/sources";
import { changeSourceTimeZone } from "@/lib/sources/client";
import { FIELD } from "./connect-sources";

/** The zones this browser knows, with the source's own first among them when the browser's list lacks it ("UTC"). */
function zoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([current, "UTC", ...known])].sort((a, b) => a.localeCompare(b));
}

/**
 * A source's time zone on /account, which decides its "today": a native select of the browser's IANA zones (keyboard
 * and screen readers as the platform gives them) and a button that saves it, enabled once another zone is chosen.
 */
export function TimeZoneControl({ source, onSaved }: { source: SourceView; onSaved(source: SourceView): void }) {
  const t = useTranslations("sources.timeZone");
  const failureText = useFailureText();
  const ids = { select: useId(), hint: useId(), error: useId() };
  const zones = useMemo(() => zoneChoices(source.timeZone), [source.timeZone]);
  const [zone, setZone] = useState(source.timeZone);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await changeSourceTimeZone(source.id, zone);
      onSaved(saved);
      notify("success", t("saved", { zone: saved.timeZone }));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-3" data-testid="source-time-zone">
      <label htmlFor={ids.select} className="block text-sm font-semibold text-slate-900">
        {t("label")}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <select
          id={ids.select}
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          aria-describedby={[ids.hint, error && ids.error].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          className={`${FIELD} mt-0 w-auto min-w-0 flex-1 basis-52 bg-white`}
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {name.replaceAll("_", " ")}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="secondary" busy={busy} disabled={busy || zone === source.timeZone}>
          {t("save")}
        </Button>
      </div>
      <p id={ids.hint} className="mt-1 text-sm text-slate-600">
        {t(source.kind === "todoist" ? "hintTodoist" : "hint")}
      </p>
      {error && (
        <p id={ids.error} role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
