import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/not-found-panel";

/** The "not found" pages the proxy serves as static HTML with status 404: an unknown article, an unreadable address. */
type Namespace = "blog.notFound" | "chrome.notFound";

export async function staticNotFoundMetadata(namespace: Namespace): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t("title"), description: t("text"), robots: { index: false, follow: true }, alternates: { canonical: null } };
}

/** What went wrong and the way on, in the frame of the page's layout; served only with status 404 (proxy.ts). */
export async function StaticNotFoundPage({ namespace, back }: { namespace: Namespace; back: string }) {
  const t = await getTranslations(namespace);
  return <NotFoundPanel title={t("title")} text={t("text")} back={{ href: back, label: t("back") }} />;
}
