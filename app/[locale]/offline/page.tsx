import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoHeader } from "@/components/chrome/logo-header";
import { SiteFooter } from "@/components/chrome/site-footer";
import { NotFoundPanel } from "@/components/not-found-panel";
import { buttonClassName } from "@/components/ui/button";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  const t = await getTranslations("chrome.offline");
  return { title: t("title"), description: t("text"), robots: { index: false }, alternates: { canonical: null } };
}

/**
 * What the service worker shows, with no connection, in place of a page it does not keep (decision record 015): the
 * address stays the page the person asked for, so "Try again" (an empty link: this same address) opens it once the
 * connection is back. Static, with no client components, like the "unavailable" page: it must show when nothing else can.
 */
export default async function Offline({ params }: LocaleProps) {
  await enterLocale(params);
  const t = await getTranslations("chrome.offline");
  return (
    <>
      <LogoHeader />
      <NotFoundPanel code={t("label")} title={t("title")} text={t("text")} back={{ href: "/#create-wallpaper", label: t("creator") }}>
        <a href="" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          {t("retry")}
        </a>
      </NotFoundPanel>
      <SiteFooter variant="copyright" />
    </>
  );
}
