import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchForm } from "@/components/search/search-form";
import { EmptySearch, NoResults, SearchResults } from "@/components/search/search-results";
import { getPostsBySlugs } from "@/lib/content/blog";
import { FEATURED_SLUGS, PILLAR_SLUG } from "@/lib/content/collections";
import { queryTerms, searchSite } from "@/lib/content/search";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = LocaleProps & { searchParams: Promise<{ q?: string | string[] }> };

/** The first `q`, trimmed and bounded: the address bar is user input. */
function readQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? "").trim().slice(0, 100);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const query = readQuery((await searchParams).q);
  const t = await getTranslations("blog.search");
  // Result pages are endless variations of one page: keep them out of search engines.
  return pageMetadata({
    locale,
    title: query ? t("titleWithQuery", { query }) : t("title"),
    description: t("description"),
    path: "/search",
    noIndex: query !== "",
  });
}

export default async function SearchPage({ params, searchParams }: Props) {
  await enterLocale(params);
  const query = readQuery((await searchParams).q);
  const t = await getTranslations("blog.search");
  const results = query ? searchSite(query) : [];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("heading")}</h1>
      <SearchForm query={query} />
      {!query ? (
        <EmptySearch popular={getPostsBySlugs([...FEATURED_SLUGS, PILLAR_SLUG])} />
      ) : results.length === 0 ? (
        <NoResults query={query} />
      ) : (
        <SearchResults query={query} terms={queryTerms(query)} results={results} />
      )}
    </main>
  );
}
