import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/not-found-panel";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/*
 * What /blog/{unknown} shows. The proxy rewrites unknown article addresses here with status 404,
 * so the page is static HTML that reads without JavaScript; a notFound() from the article route
 * would leave the text to the browser (vercel/next.js#62228). Served only with status 404.
 */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  const t = await getTranslations("blog.notFound");
  return { title: t("title"), description: t("text"), robots: { index: false, follow: true }, alternates: { canonical: null } };
}

export default async function ArticleNotFoundPage({ params }: LocaleProps) {
  await enterLocale(params);
  const t = await getTranslations("blog.notFound");
  return <NotFoundPanel title={t("title")} text={t("text")} back={{ href: "/blog", label: t("back") }} />;
}
