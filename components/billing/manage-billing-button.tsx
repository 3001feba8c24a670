"use client";

import { CreditCard } from "lucide";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { billingPortalUrl, goTo } from "@/lib/billing/client";
import { billingActionProblem } from "@/lib/billing/problems";
import { ErrorNotice } from "./error-notice";
import { useProblemText } from "./billing-text";
import { useLeaving } from "./use-leaving";

/** 'Manage billing': POST /api/billing-portal, then the provider's billing page (Stripe's portal, or the demo's). */
export function ManageBillingButton() {
  const t = useTranslations("subscription.pro");
  const problemText = useProblemText("billing");
  const [busy, setBusy] = useLeaving();
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    try {
      if (goTo(await billingPortalUrl())) return;
      setError(problemText({ key: "unexpected" }));
    } catch (failure) {
      setError(problemText(billingActionProblem(failure)));
    }
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => void open()}
        disabled={busy}
        aria-busy={busy}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
      >
        {busy ? <Spinner size="small" /> : <Icon icon={CreditCard} className="size-5" />}
        {busy ? t("opening") : t("manage")}
      </button>
      {error && <ErrorNotice message={error} />}
    </div>
  );
}
