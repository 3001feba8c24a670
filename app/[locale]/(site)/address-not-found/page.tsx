import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/not-found-panel";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/*
 * What an address that cannot be read shows ("/history/%E0%A4%A", a link cut short): the proxy rewrites it here with
 * status 404, for Next cannot route it to a page that would say "not found" itself. Static HTML, in the address's
 * language, the same words as any address the site does not have. Served only with status 404.
 */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  const t = await getTranslations("chrome.notFound");
  return { title: t("title"), description: t("text"), robots: { index: false, follow: true }, alternates: { canonical: null } };
}

export default async function AddressNotFoundPage({ params }: LocaleProps) {
  await enterLocale(params);
  const t = await getTranslations("chrome.notFound");
  return <NotFoundPanel title={t("title")} text={t("text")} back={{ href: "/", label: t("back") }} />;
}
