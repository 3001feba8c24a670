"use client";

import { ArrowLeft } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAccount } from "@/components/account/account-provider";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { PRO_PLANS } from "@/config/plans";
import type { SubscriptionSummary } from "@/lib/api/billing";
import { changeDemoSubscription, type DemoBillingAction } from "@/lib/billing/client";
import { billingActionProblem } from "@/lib/billing/problems";
import { ErrorNotice } from "./error-notice";
import { useBillingDate, useProblemText } from "./billing-text";

const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70";
const STYLES: Record<DemoBillingAction, string> = {
  cancel_at_period_end: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-brand-600",
  resume: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  cancel_now: "border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600",
};
const LABELS: Record<DemoBillingAction, "cancelAtPeriodEnd" | "resume" | "cancelNow"> = {
  cancel_at_period_end: "cancelAtPeriodEnd",
  resume: "resume",
  cancel_now: "cancelNow",
};

/** The demo's stand-in for Stripe's customer portal: the plan, its renewal, and cancel or resume. */
export function DemoBilling({ initial }: { initial: SubscriptionSummary }) {
  const t = useTranslations("demoPayments.billing");
  const tBilling = useTranslations("billing");
  const billingDate = useBillingDate();
  const problemText = useProblemText("billing");
  const { refresh } = useAccount();
  const [subscription, setSubscription] = useState(initial);
  const [busy, setBusy] = useState<DemoBillingAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { isPro, interval, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  const date = currentPeriodEnd ? billingDate(currentPeriodEnd) : "";

  async function change(action: DemoBillingAction) {
    setBusy(action);
    setDone(null);
    setError(null);
    try {
      const changed = await changeDemoSubscription(action);
      setSubscription(changed);
      setDone(t(`done.${action}`, { date: changed.currentPeriodEnd ? billingDate(changed.currentPeriodEnd) : "" }));
      void refresh(); // the header's Pro badge
    } catch (failure) {
      setError(problemText(billingActionProblem(failure)));
    } finally {
      setBusy(null);
    }
  }

  const actions: DemoBillingAction[] = !isPro ? [] : cancelAtPeriodEnd ? ["resume", "cancel_now"] : ["cancel_at_period_end", "cancel_now"];
  const plan = interval
    ? `${tBilling("proPlan", { plan: tBilling(`plans.${interval}.name`) })} · ${tBilling(`plans.${interval}.price`, { price: PRO_PLANS[interval].label })}`
    : null;
  const rows = [
    [t("plan"), isPro && plan ? plan : t("none")],
    [t("status"), t(`statuses.${!isPro ? "ended" : cancelAtPeriodEnd ? "cancelling" : "active"}`)],
    ...(isPro && date ? [[t(cancelAtPeriodEnd ? "endsOn" : "renewsOn"), date]] : []),
  ];

  return (
    <>
      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {actions.map((action) => {
            const button = (
              <button
                key={action}
                type="button"
                onClick={action === "cancel_now" ? undefined : () => void change(action)}
                disabled={busy !== null}
                aria-busy={busy === action}
                className={`${buttonClass} ${STYLES[action]}`}
              >
                {busy === action && <Spinner size="small" />}
                {busy === action ? t("working") : t(LABELS[action])}
              </button>
            );
            return action === "cancel_now" ? <ConfirmCancelNow key={action} trigger={button} onConfirm={() => void change(action)} /> : button;
          })}
        </div>
      )}
      {done && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {done}
        </p>
      )}
      {error && <ErrorNotice message={error} className="mt-4" />}
      <Link
        href="/subscription"
        className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        {t("back")}
      </Link>
    </>
  );
}

/** Ending Pro at once cannot be taken back on this page: it asks first. */
function ConfirmCancelNow({ trigger, onConfirm }: { trigger: React.ReactElement; onConfirm: () => void }) {
  const t = useTranslations("demoPayments.billing");
  return (
    <ConfirmDialog
      trigger={trigger}
      title={t("confirmTitle")}
      body={<p>{t("confirmBody")}</p>}
      confirm={t("confirmCancel")}
      cancel={t("confirmKeep")}
      onConfirm={onConfirm}
    />
  );
}
