import { useTranslations } from "next-intl";
import { Island } from "@/components/islands/island";
import { PricingTable } from "@/components/pricing-table";
import { SectionHeading } from "@/components/ui/section-heading";

export function Pricing() {
  const t = useTranslations("home");
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="pricing-heading" size="large" className="text-center">
          {t("pricingHeading")}
        </SectionHeading>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t("pricingLead")}</p>
        <div className="mt-8">
          <PricingTable />
        </div>
        <div className="mt-8">
          <Island name="upgrade-button" props={{}} messages={["pricing"]} />
        </div>
      </div>
    </section>
  );
}
