import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/pages/legal-document";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, LocaleProps, useEnterLocale } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("terms.meta");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/terms" });
}

export default function TermsPage({ params }: LocaleProps) {
  useEnterLocale(params);
  return <LegalDocument namespace="terms" path="/terms" />;
}
