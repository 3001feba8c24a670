import { useTranslations } from "next-intl";
import { Benefits } from "@/components/home/benefits";
import { BlogTeasers } from "@/components/home/blog-teasers";
import { HomeFaq } from "@/components/home/home-faq";
import { Pricing } from "@/components/home/pricing";
import { SocialProof } from "@/components/home/social-proof";
import { Steps } from "@/components/home/steps";
import { Island } from "@/components/islands/island";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { type LocaleProps, useEnterLocale } from "@/lib/i18n/page";

export default function HomePage({ params }: LocaleProps) {
  useEnterLocale(params);
  const t = useTranslations();
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-6 pt-14 pb-14 text-center sm:pt-20">
          {/* Static HTML: the signed-in versions show by CSS once the header's account check has answered (globals.css). */}
          <p data-testid="hero-badge" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <span className="for-visitor">{t("home.heroEyebrow")}</span>
            <span className="for-free-member">{t("home.heroEyebrowMember")}</span>
            <span className="for-pro-member">{t("home.heroEyebrowPro")}</span>
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600">{t("home.heroLead")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button href="#create-wallpaper" size="lg" className="shadow-sm">
              {t("home.heroCta")}
            </Button>
            <Button href="#how-it-works" variant="outline" size="lg">
              {t("home.heroSecondary")}
            </Button>
          </div>
        </div>
      </section>
      <Steps />
      <section id="create-wallpaper" aria-labelledby="create-heading" className="scroll-mt-20 bg-slate-50 py-14">
        <div className="mx-auto max-w-5xl px-6">
          <SectionHeading id="create-heading" size="large">
            {t("creator.heading")}
          </SectionHeading>
          <p className="mt-2 max-w-2xl text-slate-600">{t("creator.lead")}</p>
          <div className="mt-8">
            <Island name="creator" props={{}} messages={["creator"]} hydrate="visible" />
          </div>
        </div>
      </section>
      <Benefits />
      <SocialProof />
      <BlogTeasers />
      <Pricing />
      <HomeFaq />
    </main>
  );
}
