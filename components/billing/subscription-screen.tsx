"use client";

import { CircleCheck } from "lucide";
import { useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useAccount } from "@/components/account/account-provider";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import type { OfferedPlan, SubscriptionSummary } from "@/lib/api/billing";
import { verifySubscription } from "@/lib/billing/client";
import { type RefreshProblem, refreshProblem } from "@/lib/billing/problems";
import type { ProviderName } from "@/lib/billing/provider";
import { CheckoutPanel } from "./checkout-panel";
import { ManageBillingButton } from "./manage-billing-button";
import { ProBenefits } from "./pro-benefits";

type Check = "verifying" | "updated" | "failed" | null;

interface Props {
  /** The subscription as the database had it when the page was drawn. */
  initial: SubscriptionSummary;
  plans: OfferedPlan[];
  /** null: no payment provider (a public deployment without Stripe keys). */
  provider: ProviderName | null;
  /** Back from checkout with `?session_id=`. */
  sessionId: string | null;
  /** The Free versus Pro matrix, drawn on the server. */
  matrix: ReactNode;
}

/**
 * /subscription: the plan, re-read from the provider on every visit (and from a returning
 * checkout, with its session id); what Pro gives a member, the plan picker to everyone else.
 */
export function SubscriptionScreen({ initial, plans, provider, sessionId, matrix }: Props) {
  const t = useTranslations("subscription");
  const router = useRouter();
  const { refresh } = useAccount();
  const [subscription, setSubscription] = useState(initial);
  const [check, setCheck] = useState<Check>(sessionId ? "verifying" : null);
  const [refreshFailure, setRefreshFailure] = useState<RefreshProblem | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verifySubscription(sessionId).then(
      (fresh) => {
        setSubscription(fresh);
        if (sessionId) {
          setCheck("updated");
          router.replace("/subscription", { scroll: false });
        }
        // The header's Pro badge and Pro/Upgrade link read the account check: bring it up to date.
        if (sessionId || fresh.isPro !== initial.isPro) void refresh();
      },
      (failure: unknown) => {
        // Without a session id this is a background refresh: the page keeps the database's answer, and says so.
        if (sessionId) setCheck("failed");
        else setRefreshFailure(refreshProblem(failure));
      },
    );
  }, [sessionId, initial.isPro, refresh, router]);

  if (check === "verifying") {
    return (
      <div
        role="status"
        className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center text-brand-700"
      >
        <Spinner size="large" />
        <p className="text-lg font-medium text-slate-900">{t("verifying")}</p>
      </div>
    );
  }

  const { isPro, status } = subscription;
  return (
    <>
      <p className="mt-3 text-slate-700">
        {t("current")}:{" "}
        <span data-testid="plan" className={`font-semibold ${isPro ? "text-purple-700" : "text-slate-900"}`}>
          {isPro ? t("planPro") : t("planFree")}
        </span>
      </p>
      {check === "updated" && (
        <p role="status" className="mt-6 flex items-center gap-2 rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800">
          <Icon icon={CircleCheck} className="size-5 shrink-0" />
          {t("updated")}
        </p>
      )}
      {refreshFailure && (
        <p role="status" data-testid="refresh-failed" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <span className="font-medium">
            {refreshFailure.key === "refreshFailed" ? t("refreshFailed", { status: refreshFailure.status }) : t(refreshFailure.key)}
          </span>{" "}
          {t("refreshKept")}
        </p>
      )}
      {check === "failed" && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {t("verifyFailed")}
        </p>
      )}
      {isPro ? (
        <ProBenefits subscription={subscription} />
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t("freeLead")}</p>
          {status === "past_due" && (
            <div className="mt-6 flex flex-col gap-4 rounded-xl bg-amber-50 px-5 py-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
              <p>{t("pastDue")}</p>
              <ManageBillingButton />
            </div>
          )}
          {status === "canceled" && <p className="mt-6 rounded-xl bg-slate-50 px-5 py-4 text-slate-700">{t("ended")}</p>}
          <CheckoutPanel plans={plans} provider={provider} />
          <section aria-labelledby="compare-heading" className="mt-14">
            <h2 id="compare-heading" className="text-xl font-semibold text-slate-900">
              {t("compareHeading")}
            </h2>
            <div className="mt-4">{matrix}</div>
          </section>
        </>
      )}
    </>
  );
}
