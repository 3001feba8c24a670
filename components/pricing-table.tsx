import { Check, Minus } from "lucide";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { FREE_DAILY_SERVER_RENDERS, PLAN_FEATURES, type PlanCell } from "@/config/plans";

/** The Free versus Pro table: one matrix for every page (config/plans.ts). */
export function PricingTable() {
  const t = useTranslations("pricing");
  const cell = (value: PlanCell) =>
    value === "yes" ? (
      <>
        <Icon icon={Check} className="mx-auto size-5 text-emerald-600" />
        <span className="sr-only">{t("yes")}</span>
      </>
    ) : value === "no" ? (
      <>
        <Icon icon={Minus} className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">{t("no")}</span>
      </>
    ) : (
      <span className="text-xs text-slate-700">{t("limited", { count: FREE_DAILY_SERVER_RENDERS })}</span>
    );
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("featureHeader")}
            </th>
            <th scope="col" className="px-4 py-3 text-center font-semibold">
              {t("freeHeader")}
              <span className="block text-xs font-normal text-slate-600">{t("freePrice")}</span>
            </th>
            <th scope="col" className="px-4 py-3 text-center font-semibold text-brand-700">
              {t("proHeader")}
              <span className="block text-xs font-normal text-slate-600">{t("proPrice")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PLAN_FEATURES.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                {t(`features.${row.feature}`)}
              </th>
              <td className="px-4 py-3 text-center">{cell(row.free)}</td>
              <td className="px-4 py-3 text-center">{cell(row.pro)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
