import { useTranslations } from "next-intl";

export default function HomePage() {
  const t = useTranslations("home");
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("heroTitle")}</h1>
      <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600">{t("heroLead")}</p>
      <a href="#create-wallpaper" className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t("heroCta")}
      </a>
      <section id="create-wallpaper" className="mt-24" />
    </main>
  );
}
