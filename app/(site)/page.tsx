import { useTranslations } from "next-intl";
import { Creator } from "@/components/creator/creator";

export default function HomePage() {
  const t = useTranslations();
  return (
    <main id="main">
      <section className="mx-auto max-w-3xl px-6 pb-12 pt-16 text-center sm:pt-20">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("home.heroTitle")}</h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600">{t("home.heroLead")}</p>
        <a
          href="#create-wallpaper"
          className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t("home.heroCta")}
        </a>
      </section>
      <section id="create-wallpaper" aria-labelledby="create-heading" className="scroll-mt-6 bg-slate-50 py-14">
        <div className="mx-auto max-w-5xl px-6">
          <h2 id="create-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t("creator.heading")}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{t("creator.lead")}</p>
          <div className="mt-8">
            <Creator />
          </div>
        </div>
      </section>
    </main>
  );
}
