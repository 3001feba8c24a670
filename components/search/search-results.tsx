import { BookOpen, CircleHelp } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { PostLink } from "@/lib/content/blog";
import type { SearchResult } from "@/lib/content/search";
import { Button } from "@/components/ui/button";

/** The results for a query, with the query's words marked in each excerpt. */
export function SearchResults({ query, terms, results }: { query: string; terms: readonly string[]; results: readonly SearchResult[] }) {
  const t = useTranslations("blog.search");
  return (
    <section aria-labelledby="results-heading" className="mt-10">
      <h2 id="results-heading" className="text-sm font-medium text-slate-600">
        {t("resultCount", { count: results.length, query })}
      </h2>
      <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {results.map((result) => (
          <li key={result.url} className="py-5">
            <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-700 uppercase">
              {result.type === "faq" ? <Icon icon={CircleHelp} className="size-3.5" /> : <Icon icon={BookOpen} className="size-3.5" />}
              {result.type === "faq" ? t("typeFaq") : t("typeArticle")}
            </p>
            <h3 className="mt-1 text-lg leading-snug font-semibold">
              <Link href={result.url} className="text-slate-900 hover:text-brand-700 hover:underline">
                {result.title}
              </Link>
            </h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{highlight(result.excerpt, terms)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The excerpt with every word that starts with a query term wrapped in <mark>. */
function highlight(text: string, terms: readonly string[]): React.ReactNode[] {
  if (terms.length === 0) return [text];
  const alternatives = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const pattern = new RegExp(`((?<![\\p{L}\\p{N}])(?:${alternatives})[\\p{L}\\p{N}]*)`, "giu");
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

export function EmptySearch({ popular }: { popular: readonly PostLink[] }) {
  const t = useTranslations("blog.search");
  return (
    <div className="mt-10">
      <p className="text-slate-600">{t("emptyPrompt")}</p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t("popularHeading")}</h2>
      <ul className="mt-3 space-y-2">
        {popular.map((post) => (
          <li key={post.slug}>
            <Link href={`/blog/${post.slug}`} className="text-brand-700 hover:underline">
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NoResults({ query }: { query: string }) {
  const t = useTranslations("blog.search");
  return (
    <div className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t("noResults", { query })}</h2>
      <p className="mt-2 text-slate-600">{t("noResultsHint")}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <Button href="/blog">{t("browseBlog")}</Button>
        </li>
        <li>
          <Button href="/faq" variant="secondary">
            {t("browseFaq")}
          </Button>
        </li>
      </ul>
    </div>
  );
}
