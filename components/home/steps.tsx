import { useTranslations } from "next-intl";
import { SectionHeading } from "@/components/ui/section-heading";
import { useCatalogue } from "@/lib/i18n/catalogue";

export function Steps() {
  const t = useTranslations("home");
  const steps = useCatalogue().home.steps;
  return (
    <section id="how-it-works" aria-labelledby="steps-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
      <SectionHeading id="steps-heading" size="large" className="text-center">
        {t("stepsHeading")}
      </SectionHeading>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
