import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SiteShell } from "@/components/chrome/site-shell";
import { NotFoundPanel } from "@/components/not-found-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("chrome.notFound");
  // Next adds the noindex tag to every not-found answer; a 404 has no canonical address.
  return { title: t("title"), description: t("text"), alternates: { canonical: null } };
}

/**
 * Any address the site does not have, in the site's own frame, as the blog's "Article Not Found" is in the blog's:
 * the header with its actions (the creator, the language, sign-in or the account) and the phone's bottom bar, so a
 * mistyped address is one tap from anywhere. Next sends this component inside every page's payload, so the footer
 * is the short one.
 */
export default async function NotFound() {
  const t = await getTranslations("chrome.notFound");
  return (
    <SiteShell footer="copyright">
      <NotFoundPanel title={t("title")} text={t("text")} back={{ href: "/", label: t("back") }} />
    </SiteShell>
  );
}
