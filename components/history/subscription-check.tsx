"use client";

/**
 * A return from checkout to /history?session_id=…: the subscription is verified with the payment
 * provider before the history shows (SPEC.md section 4, History access flow, step 5).
 */
import { CircleAlert } from "lucide";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useAccount } from "@/components/account/account-provider";
import { notify } from "@/components/toaster";
import { Icon } from "@/components/ui/icon";
import { verifySubscription } from "@/lib/history/client";
import { HistoryScreen } from "./history-screen";
import { ProRequired } from "./pro-required";
import { LoadingPanel } from "./panels";

export function SubscriptionCheck({ sessionId, wasPro }: { sessionId: string; wasPro: boolean }) {
  const t = useTranslations("history.access");
  const router = useRouter();
  const { refresh } = useAccount();
  const [outcome, setOutcome] = useState<"verifying" | "pro" | "free" | "failed">("verifying");
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verifySubscription(sessionId).then(
      (subscription) => {
        setOutcome(subscription.isPro ? "pro" : "free");
        if (!subscription.isPro) return;
        notify("success", t("verified"));
        void refresh(); // the header's Pro badge
        router.replace("/history"); // the address without the query; the page now shows the history
      },
      () => {
        setOutcome("failed");
        if (wasPro) window.history.replaceState(null, "", "/history");
      },
    );
  }, [sessionId, wasPro, router, refresh, t]);

  if (outcome === "free") return <ProRequired />;
  if (outcome === "failed") {
    return (
      <>
        <div className="mx-auto mt-6 max-w-md rounded-2xl border border-red-200 bg-red-50 px-6 py-6 text-center">
          <Icon icon={CircleAlert} className="mx-auto size-7 text-red-600" />
          <p role="alert" className="mt-2 font-medium text-red-800">
            {t("verifyFailed")}
          </p>
          {!wasPro && (
            <div className="mt-4 flex flex-wrap justify-center gap-3">
              <Link href="/subscription" className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700">
                {t("checkAccount")}
              </Link>
              <button
                type="button"
                onClick={() => window.location.reload()}
                className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-100"
              >
                {t("retry")}
              </button>
            </div>
          )}
        </div>
        {wasPro && (
          <div className="mt-8">
            <HistoryScreen />
          </div>
        )}
      </>
    );
  }
  return <LoadingPanel label={t("verifying")} />;
}
