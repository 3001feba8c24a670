import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/chrome/logo";
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
      <header className="border-b border-slate-200/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <NotFoundPanel title={t("title")} text={t("text")} back={{ href: "/", label: t("back") }} />
      <SiteFooter variant="copyright" />
    </>
  );
}
