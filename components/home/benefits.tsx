import { Check, Dumbbell, Target } from "lucide";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { useCatalogue } from "@/lib/i18n/catalogue";

export function Benefits() {
  const t = useTranslations("home");
  const catalogue = useCatalogue();
  const cards = [
    ["fitness", Dumbbell],
    ["focus", Target],
  ] as const;
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="benefits-heading" size="large" className="text-center">
        {t("benefitsHeading")}
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {cards.map(([key, icon]) => (
          <article key={key} className="rounded-2xl bg-gradient-to-br from-brand-50 to-white p-8 ring-1 ring-brand-100">
            <Icon icon={icon} className="size-8 text-brand-600" />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`benefits.${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`benefits.${key}.body`)}</p>
            <ul className="mt-4 space-y-2">
              {catalogue.home.benefits[key].points.map((point) => (
                <li key={point} className="flex gap-2 text-slate-700">
                  <Icon icon={Check} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {point}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
