import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/pages/legal-document";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("privacy.meta");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/privacy" });
}

export default function PrivacyPage() {
  return <LegalDocument namespace="privacy" path="/privacy" />;
}
