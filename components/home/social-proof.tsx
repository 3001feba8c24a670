import { useTranslations } from "next-intl";
import { SectionHeading } from "@/components/ui/section-heading";
import { useCatalogue } from "@/lib/i18n/catalogue";

/** Statistics and testimonials: marketing copy (docs/product.md §1). */
export function SocialProof() {
  const t = useTranslations("home");
  const { stats, testimonials } = useCatalogue().home;
  return (
    <section aria-labelledby="stats-heading" className="bg-slate-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="stats-heading" size="large" onDark className="text-center">
          {t("statsHeading")}
        </SectionHeading>
        <dl className="mt-10 grid grid-cols-2 gap-6 text-center md:grid-cols-5">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="sr-only">{t("testimonialsHeading")}</h3>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                <blockquote className="text-slate-100">“{item.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-white">{item.name}</span>
                  <span className="text-slate-300"> · {item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
