import { ShieldCheck, UserRoundX, Zap } from "lucide";
import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ButtonLink, PageIntro } from "@/components/pages/page-intro";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";
import { useCatalogue } from "@/lib/i18n/catalogue";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("about.meta");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/about" });
}

const PRINCIPLE_ICONS = [Zap, ShieldCheck, UserRoundX] as const;

export default function AboutPage({ params }: LocaleProps) {
  useEnterLocale(params);
  const t = useTranslations("about");
  const about = useCatalogue().about;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
      <PageIntro title={t("title")} lead={t("intro")} crumb={t("breadcrumb")} path="/about" />
      <ProseSection id="who" heading={t("whoHeading")} paragraphs={about.who} />
      <ProseSection id="why" heading={t("whyHeading")} paragraphs={about.why} />
      <Principles />
      <section aria-labelledby="next-heading" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="next-heading" className="text-xl font-bold text-slate-900">
          {t("nextHeading")}
        </h2>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink href="/#create-wallpaper">{t("createLink")}</ButtonLink>
          <ButtonLink href="/faq" variant="secondary">
            {t("faqLink")}
          </ButtonLink>
          <ButtonLink href="/support" variant="secondary">
            {t("supportLink")}
          </ButtonLink>
          <ButtonLink href="/blog" variant="secondary">
            {t("blogLink")}
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}

function ProseSection({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 first-of-type:mt-0">
      <SectionHeading id={`${id}-heading`}>{heading}</SectionHeading>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

function Principles() {
  const t = useTranslations("about");
  const principles = useCatalogue().about.principles;
  return (
    <section aria-labelledby="principles-heading" className="mt-14">
      <SectionHeading id="principles-heading">{t("principlesHeading")}</SectionHeading>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {principles.map((principle, index) => {
          const icon = PRINCIPLE_ICONS[index] ?? Zap;
          return (
            <li key={principle.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon icon={icon} className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{principle.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
