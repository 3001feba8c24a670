import { Mail } from "lucide";
import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ButtonLink, PageIntro, TEXT_LINK } from "@/components/pages/page-intro";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { SUPPORT_EMAIL } from "@/config/site";
import type { Locale } from "@/i18n/routing";
import { faqItems } from "@/lib/content/faq";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";
import { useCatalogue } from "@/lib/i18n/catalogue";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("support.meta");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/support" });
}

interface Fix {
  id: string;
  title: string;
  steps: string[];
  /** Numbered steps, or a list of things to try. */
  ordered: boolean;
  faqId: string;
}

export default function SupportPage({ params }: LocaleProps) {
  useEnterLocale(params);
  const t = useTranslations("support");
  const fixes: Fix[] = useCatalogue().support.fixes;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
      <PageIntro title={t("title")} lead={t("intro")} crumb={t("breadcrumb")} path="/support" />
      <ContactCard />
      <section aria-labelledby="fixes-heading" className="mt-14">
        <SectionHeading id="fixes-heading">{t("fixesHeading")}</SectionHeading>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {fixes.map((fix) => (
            <FixCard key={fix.id} fix={fix} />
          ))}
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="faq-heading" className="text-xl font-bold text-slate-900">
          {t("faqHeading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("faqText")}</p>
        <div className="mt-5">
          <ButtonLink href="/faq">{t("faqLink")}</ButtonLink>
        </div>
      </section>
    </main>
  );
}

function ContactCard() {
  const t = useTranslations("support");
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <SectionHeading id="contact-heading" className="flex items-center gap-3">
        <Icon icon={Mail} className="size-6 text-brand-600" />
        {t("contactHeading")}
      </SectionHeading>
      <p className="mt-4 text-slate-700">
        {t.rich("contactText", {
          email: SUPPORT_EMAIL,
          mail: (chunks) => (
            <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
        {useCatalogue().support.contactList.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function FixCard({ fix }: { fix: Fix }) {
  const t = useTranslations("support");
  const List = fix.ordered ? "ol" : "ul";
  const question = faqItems(useLocale() as Locale).find((item) => item.id === fix.faqId)?.question;
  return (
    <article aria-labelledby={`fix-${fix.id}`} id={fix.id} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id={`fix-${fix.id}`} className="font-semibold text-slate-900">
        {fix.title}
      </h3>
      <List
        className={`mt-3 space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:text-brand-700 ${fix.ordered ? "list-decimal marker:font-semibold" : "list-disc"}`}
      >
        {fix.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </List>
      {question ? (
        <p className="mt-4 text-sm text-slate-600">
          {t.rich("relatedFaq", {
            question,
            link: (chunks) => (
              <Link href={`/faq#${fix.faqId}`} className={TEXT_LINK}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </article>
  );
}
