import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoHeader } from "@/components/chrome/logo-header";
import { SiteFooter } from "@/components/chrome/site-footer";
import { NotFoundPanel } from "@/components/not-found-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("chrome.notFound");
  // Next adds the noindex tag to every not-found answer; a 404 has no canonical address.
  return { title: t("title"), description: t("text"), alternates: { canonical: null } };
}

/**
 * Any address the site does not have. Next sends this component inside every page's payload, so
 * it stays small: the logo, the message and the copyright, with no client components.
 */
export default async function NotFound() {
  const t = await getTranslations("chrome.notFound");
  return (
    <>
      <LogoHeader />
      <NotFoundPanel title={t("title")} text={t("text")} back={{ href: "/", label: t("back") }} />
      <SiteFooter variant="copyright" />
    </>
  );
}
