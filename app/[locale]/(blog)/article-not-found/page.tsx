import type { Metadata } from "next";
import { StaticNotFoundPage, staticNotFoundMetadata } from "@/components/pages/static-not-found-page";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/*
 * What /blog/{unknown} shows. The proxy rewrites unknown article addresses here with status 404,
 * so the page is static HTML that reads without JavaScript; a notFound() from the article route
 * would leave the text to the browser (vercel/next.js#62228). Served only with status 404.
 */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  return staticNotFoundMetadata("blog.notFound");
}

export default async function ArticleNotFoundPage({ params }: LocaleProps) {
  await enterLocale(params);
  return <StaticNotFoundPage namespace="blog.notFound" back="/blog" />;
}
