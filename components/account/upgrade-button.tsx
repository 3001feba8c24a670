"use client";

import { useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FuelButton } from "@/components/billing/fuel-button";
import { useAccount } from "./account-provider";

const PRO_REDIRECT_MS = 1_500;
/** If the next page has not taken over by then, the button comes back. */
const SAFETY_MS = 5_000;

/**
 * 'Fuel My Weight Loss Journey' (docs/product.md §6): a Pro member is told so and taken to
 * subscription management after 1.5 s, a signed-in member goes to the plans, a visitor signs in
 * first and lands on the plans.
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
      <FuelButton busy={busy} onClick={upgrade} />
      {notice && (
        <p role="status" className="text-sm font-medium text-purple-800">
          {notice}
        </p>
      )}
    </div>
  );
}
