"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { PlanInterval } from "@/lib/api/billing";
import { finishDemoCheckout, goTo } from "@/lib/billing/client";
import { billingActionProblem } from "@/lib/billing/problems";
import { ErrorNotice } from "./error-notice";
import { useProblemText } from "./billing-text";
import { useLeaving } from "./use-leaving";

export interface DemoCheckoutProps {
  id: string;
  interval: PlanInterval;
  amountLabel: string;
  /** Where Cancel goes (the subscription page), even when the server cannot be asked. */
  cancelUrl: string;
}

/** The demo provider's checkout: the plan and amount, 'Subscribe (test)' and 'Cancel'. */
export function DemoCheckout({ id, interval, amountLabel, cancelUrl }: DemoCheckoutProps) {
  const t = useTranslations("demoPayments.checkout");
  const tBilling = useTranslations("billing");
  const problemText = useProblemText("billing");
  const [leaving, setLeaving] = useLeaving();
  const [action, setAction] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function finish(chosen: "pay" | "cancel") {
    setAction(chosen);
    setLeaving(true);
    setError(null);
    try {
      if (goTo(await finishDemoCheckout(id, chosen))) return;
      setError(problemText({ key: "unexpected" }));
    } catch (failure) {
      // Cancelling only goes back: it must work even when the server cannot be asked.
      if (chosen === "cancel" && goTo(cancelUrl)) return;
      setError(problemText(billingActionProblem(failure)));
    }
    setLeaving(false);
  }

  const busy = leaving ? action : null;
  return (
    <>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-slate-600">{t("plan")}</dt>
          <dd className="font-semibold text-slate-900">{tBilling("proPlan", { plan: tBilling(`plans.${interval}.name`) })}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-slate-600">{t("amount")}</dt>
          <dd className="font-semibold text-slate-900">{tBilling(`plans.${interval}.price`, { price: amountLabel })}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 bg-slate-50 px-4 py-3">
          <dt className="shrink-0 font-semibold text-slate-900">{t("dueToday")}</dt>
          <dd className="text-right font-bold text-slate-900" data-testid="amount">
            {t("testAmount", { amount: amountLabel })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t("renewal", { period: t(`periods.${interval}`) })}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          onClick={() => void finish("pay")}
          disabled={busy !== null}
          aria-busy={busy === "pay"}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-5 py-3 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-70"
        >
          {busy === "pay" && <Spinner size="small" />}
          {busy === "pay" ? t("paying") : t("pay")}
        </button>
        <button
          type="button"
          onClick={() => void finish("cancel")}
          disabled={busy !== null}
          aria-busy={busy === "cancel"}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {busy === "cancel" && <Spinner size="small" />}
          {busy === "cancel" ? t("cancelling") : t("cancel")}
        </button>
      </div>
      {error && <ErrorNotice message={error} className="mt-4" />}
    </>
  );
}
