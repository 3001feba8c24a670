import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/pages/legal-document";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("privacy.meta");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/privacy" });
}

export default function PrivacyPage({ params }: LocaleProps) {
  useEnterLocale(params);
  return <LegalDocument namespace="privacy" path="/privacy" />;
}
