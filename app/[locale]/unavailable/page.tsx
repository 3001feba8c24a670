import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoHeader } from "@/components/chrome/logo-header";
import { SiteFooter } from "@/components/chrome/site-footer";
import { NotFoundPanel } from "@/components/not-found-panel";
import { buttonClassName } from "@/components/ui/button";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  const t = await getTranslations("chrome.unavailable");
  return { title: t("title"), description: t("text"), robots: { index: false }, alternates: { canonical: null } };
}

/**
 * What a page that needs the database shows while it cannot be reached (proxy.ts rewrites to it, with status 503 and
 * Retry-After). The address in the browser stays the page the person asked for, so "Try again" (an empty link: this
 * same address) opens it again. A static page with no client components: it must show even when little else works.
 */
export default async function Unavailable({ params }: LocaleProps) {
  await enterLocale(params);
  const t = await getTranslations("chrome.unavailable");
  return (
    <>
      <LogoHeader />
      <NotFoundPanel code={503} title={t("title")} text={t("text")} back={{ href: "/", label: t("creator") }}>
        <a href="" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          {t("retry")}
        </a>
      </NotFoundPanel>
      <SiteFooter variant="copyright" />
    </>
  );
}
