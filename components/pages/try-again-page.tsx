import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoHeader } from "@/components/chrome/logo-header";
import { SiteFooter } from "@/components/chrome/site-footer";
import { NotFoundPanel } from "@/components/not-found-panel";
import { buttonClassName } from "@/components/ui/button";

/** The two pages that stand in for one that cannot be shown right now: no database (503), or no connection (offline). */
type Namespace = "chrome.unavailable" | "chrome.offline";

export async function tryAgainMetadata(namespace: Namespace): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t("title"), description: t("text"), robots: { index: false }, alternates: { canonical: null } };
}

/**
 * A page shown at the address the person asked for, in its place: "Try again" is an empty link (this same address),
 * which opens it once the cause has passed. Static, with no client components: it must show when little else works.
 */
export async function TryAgainPage({ namespace, code, back }: { namespace: Namespace; code: number | string; back: string }) {
  const t = await getTranslations(namespace);
  return (
    <>
      <LogoHeader />
      <NotFoundPanel code={code} title={t("title")} text={t("text")} back={{ href: back, label: t("creator") }}>
        <a href="" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          {t("retry")}
        </a>
      </NotFoundPanel>
      <SiteFooter variant="copyright" />
    </>
  );
}
