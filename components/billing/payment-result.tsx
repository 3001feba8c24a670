"use client";

import { CircleCheck, History, Sparkles, TriangleAlert } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useAccount } from "@/components/account/account-provider";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { verifyPayment } from "@/lib/billing/client";
import { paymentProblem } from "@/lib/billing/problems";
import { useProblemText } from "./billing-text";

type Result = { status: "verifying" } | { status: "success"; message: string; test: boolean } | { status: "error"; message: string };

const primaryLink =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const secondaryLink =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Back from checkout: the payment is verified with the provider, then Pro starts (docs/product.md §7). */
export function PaymentResult({ sessionId }: { sessionId: string | null }) {
  const t = useTranslations("paymentResult");
  const problemText = useProblemText("paymentResult");
  const { refresh } = useAccount();
  const [result, setResult] = useState<Result>(() =>
    sessionId ? { status: "verifying" } : { status: "error", message: problemText({ key: "noSession" }) },
  );
  const asked = useRef(false);

  useEffect(() => {
    if (!sessionId || asked.current) return;
    asked.current = true;
    verifyPayment(sessionId).then(
      (answer) => {
        setResult({ status: "success", message: answer.message || t("successDefault"), test: answer.subscription.provider === "demo" });
        void refresh(); // the header's Pro badge
      },
      (failure) => setResult({ status: "error", message: problemText(paymentProblem(failure)) }),
    );
  }, [sessionId, refresh, t, problemText]);

  if (result.status === "verifying") {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-brand-700">
        <Spinner size="large" />
        <h1 className="text-xl font-semibold text-slate-900">{t("verifying")}</h1>
      </div>
    );
  }
  if (result.status === "success") {
    return (
      <div role="status" className="flex flex-col items-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
          <Icon icon={CircleCheck} className="size-9" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">{t(result.test ? "testHeading" : "successHeading")}</h1>
        <p className="mt-3 text-lg text-slate-700">{result.message}</p>
        {/* The demo provider's checkout: say plainly that nothing was paid. */}
        {result.test && (
          <p data-testid="test-payment" className="mt-3 rounded-lg bg-amber-50 px-4 py-2 font-medium text-amber-900">
            {t("testNote")}
          </p>
        )}
        <p className="mt-1 text-slate-600">{t("successLead")}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href="/#create-wallpaper" className={primaryLink}>
            <Icon icon={Sparkles} className="size-5 shrink-0" />
            {t("createFirst")}
          </Link>
          <Link href="/history" className={secondaryLink}>
            <Icon icon={History} className="size-5 shrink-0" />
            {t("openHistory")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon icon={TriangleAlert} className="size-8" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">{t("failedHeading")}</h1>
      <p className="mt-3 text-lg font-medium text-red-700">{result.message}</p>
      <p className="mt-1 max-w-md text-slate-600">{t("failedLead")}</p>
      <Link href="/subscription" className={`${primaryLink} mt-8 w-full sm:w-auto`}>
        {t("tryAgain")}
      </Link>
    </div>
  );
}
