import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Island } from "@/components/islands/island";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";

const PATH = "/quiz/procrastination-type";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("quiz.meta");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: PATH });
}

export default function ProcrastinationQuizPage({ params }: LocaleProps) {
  useEnterLocale(params);
  const t = useTranslations("quiz");
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 pb-20 sm:px-6">
      <PageIntro title={t("title")} lead={t("intro")} crumb={t("breadcrumb")} path={PATH} />
      <Island name="procrastination-quiz" props={{}} messages={["quiz"]} />
    </main>
  );
}
