import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { Document } from "@/components/chrome/document";
import { THEME_COLOR } from "@/config/site";
import { getServerEnv } from "@/lib/env";
import { enterLocale, localeParams, type LocaleProps } from "@/lib/i18n/page";
import { pageMetadata } from "@/lib/seo/metadata";

export const generateStaticParams = localeParams;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("site");
  return {
    ...pageMetadata({ locale, title: t("title"), description: t("description"), path: "/" }),
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t("title"), template: `%s | ${t("name")}` },
    applicationName: t("name"),
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOR, width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  const locale = await enterLocale(params);
  return <Document locale={locale}>{children}</Document>;
}
