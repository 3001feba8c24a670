import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/pages/legal-document";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("terms.meta");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/terms" });
}

export default function TermsPage() {
  return <LegalDocument namespace="terms" path="/terms" />;
}
