import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { FaqAccordion } from "@/components/faq-accordion";
import { JsonLd } from "@/components/json-ld";
import { PageIntro, TEXT_LINK } from "@/components/pages/page-intro";
import { PricingTable } from "@/components/pricing-table";
import { SectionHeading } from "@/components/ui/section-heading";
import { PRO_PRICE_ANNUAL, PRO_PRICE_MONTHLY } from "@/config/site";
import { faqItems } from "@/lib/content/faq";
import { pageMetadata } from "@/lib/seo/metadata";
import { faqPageJsonLd } from "@/lib/seo/structured-data";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("faq.meta");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/faq" });
}

export default function FaqPage({ params }: LocaleProps) {
  const items = faqItems(useEnterLocale(params));
  const t = useTranslations("faq");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
      <JsonLd data={faqPageJsonLd(items)} />
      <PageIntro title={t("title")} lead={t("intro")} crumb={t("breadcrumb")} path="/faq" />

      <section aria-labelledby="plans-heading">
        <SectionHeading id="plans-heading">{t("plansHeading")}</SectionHeading>
        <p className="mt-2 text-slate-600">{t("plansNote", { monthly: PRO_PRICE_MONTHLY, annual: PRO_PRICE_ANNUAL })}</p>
        <div className="mt-6">
          <PricingTable />
        </div>
      </section>

      <section aria-labelledby="questions-heading" className="mt-14">
        <SectionHeading id="questions-heading">{t("questionsHeading")}</SectionHeading>
        <div className="mt-6">
          <FaqAccordion items={items} headingLevel={3} />
        </div>
      </section>

      <section aria-labelledby="help-heading" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="help-heading" className="text-xl font-bold text-slate-900">
          {t("moreHelpHeading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("moreHelpText")}</p>
        <p className="mt-4">
          <Link href="/support" className={TEXT_LINK}>
            {t("moreHelpLink")}
          </Link>
        </p>
      </section>
    </main>
  );
}
