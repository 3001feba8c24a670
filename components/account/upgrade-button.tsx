"use client";

import { Sparkles } from "lucide";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { useAccount } from "./account-provider";

const PRO_REDIRECT_MS = 1_500;
/** If the next page has not taken over by then, the button comes back. */
const SAFETY_MS = 5_000;

/**
 * 'Fuel My Weight Loss Journey': a Pro member is told so and taken to subscription management, a
 * signed-in member goes to the plans, a visitor signs in first and lands on the plans.
 */
export function UpgradeButton() {
  const t = useTranslations("pricing");
  const { account } = useAccount();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), SAFETY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  function upgrade() {
    setBusy(true);
    if (account.status === "signed-in" && account.isPro) {
      setNotice(t("alreadyPro"));
      setTimeout(() => router.push("/subscription"), PRO_REDIRECT_MS);
    } else if (account.status === "signed-in") {
      router.push("/subscription");
    } else {
      router.push("/login?next=%2Fsubscription");
    }
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={upgrade}
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-xl bg-purple-600 px-6 py-3.5 text-base font-semibold text-white shadow-sm hover:bg-purple-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600 disabled:opacity-80"
      >
        {busy ? <Spinner size="small" /> : <Icon icon={Sparkles} className="size-5" />}
        {busy ? t("processing") : t("upgradeCta")}
      </button>
      {notice && (
        <p role="status" className="text-sm font-medium text-purple-800">
          {notice}
        </p>
      )}
    </div>
  );
}
