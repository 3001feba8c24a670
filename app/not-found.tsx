import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SiteShell } from "@/components/chrome/site-shell";
import { NotFoundPanel } from "@/components/not-found-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("chrome.notFound");
  // Next adds the noindex tag to every not-found answer; a 404 has no canonical address.
  return { title: t("title"), description: t("text"), alternates: { canonical: null } };
}

/** Any address the site does not have, with the site's own header and footer. */
export default async function NotFound() {
  const t = await getTranslations("chrome.notFound");
  return (
    <SiteShell footer="full">
      <NotFoundPanel title={t("title")} text={t("text")} back={{ href: "/", label: t("back") }} />
    </SiteShell>
  );
}
