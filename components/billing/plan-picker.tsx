import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { PRO_PLANS } from "@/config/plans";
import { PLAN_INTERVALS, type PlanInterval } from "@/lib/api/billing";

/**
 * Monthly or annual, as two cards that are native radio buttons underneath: Tab reaches the
 * group, the arrow keys move between the plans, and a screen reader hears a radio group.
 */
export function PlanPicker({ value, onChange }: { value: PlanInterval; onChange(interval: PlanInterval): void }) {
  const t = useTranslations("billing.plans");
  const tPage = useTranslations("subscription");
  const format = useFormatter();
  const id = useId();
  const perMonth = format.number(Math.round(PRO_PLANS.annual.amountCents / 12) / 100, { style: "currency", currency: "USD" });
  return (
    <fieldset>
      <legend className="sr-only">{tPage("plansLegend")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {PLAN_INTERVALS.map((interval) => {
          const plan = PRO_PLANS[interval];
          return (
            <label
              key={interval}
              className="group relative flex cursor-pointer flex-col rounded-2xl border-2 border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-purple-300 has-checked:border-purple-600 has-checked:bg-purple-50/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-purple-600"
            >
              <input
                type="radio"
                name={`${id}-plan`}
                value={interval}
                checked={value === interval}
                onChange={() => onChange(interval)}
                aria-labelledby={`${id}-${interval}-name`}
                aria-describedby={`${id}-${interval}-details`}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-5 items-center justify-center rounded-full border-2 border-slate-300 bg-white group-has-checked:border-purple-600"
                  >
                    <span className="size-2.5 scale-0 rounded-full bg-purple-600 transition-transform group-has-checked:scale-100" />
                  </span>
                  <span id={`${id}-${interval}-name`} className="text-lg font-semibold text-slate-900">
                    {t(`${interval}.name`)}
                  </span>
                </span>
                {"savingPercent" in plan && (
                  <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800">
                    {t("annual.save", { percent: plan.savingPercent })}
                  </span>
                )}
              </span>
              <span id={`${id}-${interval}-details`} className="mt-3 block pl-8">
                <span className="block">
                  <span className="text-3xl font-bold tracking-tight text-slate-900">{plan.label}</span>{" "}
                  <span className="text-sm font-medium text-slate-600">{t(`${interval}.per`)}</span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">
                  {interval === "annual" ? t("annual.note", { perMonth }) : t("monthly.note")}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
