import { Check, Crown, History } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { PRO_PLANS } from "@/config/plans";
import type { SubscriptionSummary } from "@/lib/api/billing";
import { ManageBillingButton } from "./manage-billing-button";
import { useBillingDate } from "./billing-text";

const BENEFITS = ["history", "taskChecking", "zipExport", "unlimited", "earlyAccess"] as const;

/** What a Pro member has: the plan, when it renews (or ends), the benefits, and billing. */
export function ProBenefits({ subscription }: { subscription: SubscriptionSummary }) {
  const t = useTranslations("subscription");
  const tBilling = useTranslations("billing");
  const billingDate = useBillingDate();
  const { interval, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  const plan = interval
    ? t("pro.plan", { name: tBilling(`plans.${interval}.name`), price: tBilling(`plans.${interval}.price`, { price: PRO_PLANS[interval].label }) })
    : null;
  return (
    <section aria-labelledby="pro-heading" className="mt-8 overflow-hidden rounded-2xl border border-purple-200 bg-white shadow-sm">
      <div className="bg-linear-to-br from-purple-700 to-brand-600 px-6 py-6 text-white sm:px-8">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase">
          <Icon icon={Crown} className="size-3.5" />
          {t("planPro")}
        </p>
        <h2 id="pro-heading" className="mt-3 text-2xl font-bold">
          {t("pro.heading")}
        </h2>
        {plan && <p className="mt-1 text-purple-100">{plan}</p>}
        {currentPeriodEnd && (
          <p className="mt-2 font-semibold" data-testid="renewal">
            {tBilling(cancelAtPeriodEnd ? "until" : "renews", { date: billingDate(currentPeriodEnd) })}
          </p>
        )}
      </div>
      <div className="px-6 py-6 sm:px-8">
        <p className="text-slate-700">{cancelAtPeriodEnd ? t("pro.cancelledNote") : t("pro.lead")}</p>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">{t("pro.benefitsHeading")}</h3>
        <ul className="mt-3 space-y-2.5">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-slate-800">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                <Icon icon={Check} className="size-3.5" strokeWidth={3} />
              </span>
              {t(`pro.benefits.${benefit}`)}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
          <ManageBillingButton />
          <Link
            href="/history"
            className="ring-brand-200 inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold whitespace-nowrap text-brand-700 ring-1 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon icon={History} className="size-5 shrink-0" />
            {t("pro.openHistory")}
          </Link>
        </div>
        <p className="mt-3 text-sm text-slate-600">{t("pro.manageNote")}</p>
      </div>
    </section>
  );
}
