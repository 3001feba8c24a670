import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { FaqAccordion } from "@/components/faq-accordion";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Locale } from "@/i18n/routing";
import { faqItems, HOME_FAQ_IDS } from "@/lib/content/faq";

export function HomeFaq() {
  const t = useTranslations("home");
  const all = faqItems(useLocale() as Locale);
  const items = HOME_FAQ_IDS.map((id) => all.find((item) => item.id === id)!);
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <SectionHeading id="faq-heading" size="large" className="text-center">
        {t("faqHeading")}
      </SectionHeading>
      <div className="mt-8">
        <FaqAccordion items={items} />
      </div>
      <p className="mt-6 text-center">
        <Link href="/faq" className="font-semibold text-brand-700 hover:underline">
          {t("faqMore")}
        </Link>
      </p>
    </section>
  );
}
