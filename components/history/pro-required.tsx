"use client";

import { Lock } from "lucide";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";

/** How long a free account sees why before going to the plans (SPEC.md section 9: redirect delay 1.5 s). */
export const PRO_REDIRECT_DELAY_MS = 1_500;

/** A signed-in free account: the history is Pro's, so say so and go to the plans. */
export function ProRequired() {
  const t = useTranslations("history.access");
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace("/subscription"), PRO_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <div className="mx-auto mt-6 max-w-md rounded-2xl border border-brand-100 bg-brand-50 px-6 py-8 text-center">
      <Icon icon={Lock} className="mx-auto size-8 text-brand-700" />
      <p role="status" className="mt-3 text-lg font-semibold text-brand-900">
        {t("proOnly")}
      </p>
      <p className="mt-2 text-sm text-slate-700">{t("proOnlyBody")}</p>
      <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="small" />
        {t("redirecting")}
      </p>
      <div className="mt-5">
        <Link href="/subscription" replace className="inline-flex rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t("seePlans")}
        </Link>
      </div>
    </div>
  );
}
