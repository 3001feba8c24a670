"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OfferedPlan, PlanInterval } from "@/lib/api/billing";
import { goTo, startCheckout } from "@/lib/billing/client";
import { checkoutProblem } from "@/lib/billing/problems";
import type { ProviderName } from "@/lib/billing/provider";
import { ErrorNotice } from "./error-notice";
import { FuelButton } from "./fuel-button";
import { PlanPicker } from "./plan-picker";
import { useProblemText } from "./billing-text";
import { useLeaving } from "./use-leaving";

/**
 * The plan picker and the upgrade button: POST /api/create-checkout-session with the chosen
 * plan's price, then the browser goes to the provider's checkout (or the demo's test page).
 */
export function CheckoutPanel({ plans, provider }: { plans: OfferedPlan[]; provider: ProviderName | null }) {
  const t = useTranslations("subscription");
  const problemText = useProblemText("billing");
  const [interval, choose] = useState<PlanInterval>("monthly");
  const [busy, setBusy] = useLeaving();
  const [error, setError] = useState<string | null>(null);
  const unavailable = provider === null;
  const shownError = error ?? (unavailable ? problemText({ key: "unavailable" }) : null);

  async function subscribe() {
    const priceId = plans.find((plan) => plan.interval === interval)?.priceId;
    if (!priceId) {
      setError(problemText({ key: "unavailable" }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { url } = await startCheckout(priceId);
      if (goTo(url)) return; // busy until the next page takes over
      setError(problemText({ key: "systemLoad" })); // no checkout page to go to
    } catch (failure) {
      setError(problemText(checkoutProblem(failure)));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="pick-heading" className="mt-10">
      <h2 id="pick-heading" className="text-xl font-semibold text-slate-900">
        {t("pickHeading")}
      </h2>
      <div className="mt-4">
        <PlanPicker value={interval} onChange={choose} />
      </div>
      <div className="mt-6 flex flex-col items-stretch gap-3 sm:items-center">
        <FuelButton busy={busy} disabled={unavailable} onClick={() => void subscribe()} className="w-full sm:w-auto sm:min-w-80" />
        {shownError && <ErrorNotice message={shownError} className="w-full" />}
        <p className="text-center text-sm text-slate-600">
          {t("cancelAnytime")} {provider === "demo" ? t("demoNote") : provider === "stripe" ? t("stripeNote") : null}
        </p>
      </div>
    </section>
  );
}
