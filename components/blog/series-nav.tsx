import { ArrowLeft, ArrowRight } from "lucide";
import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { PostLink } from "@/lib/content/blog";
import { articleLang } from "@/lib/content/language";

/** Previous / next links for articles that belong to a reading chain; the titles are the articles' own (English) words. */
export function SeriesNav({ previous, next }: { previous: PostLink | null; next: PostLink | null }) {
  const t = useTranslations("blog.article");
  const lang = articleLang(useLocale());
  if (!previous && !next) return null;
  const box = "flex flex-col gap-1 rounded-2xl border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50";
  return (
    <nav aria-label={t("seriesNav")} className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link href={`/blog/${previous.slug}`} rel="prev" className={box}>
          <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
            <Icon icon={ArrowLeft} className="size-3.5" />
            {t("previous")}
          </span>
          <span lang={lang} className="font-semibold text-slate-900">
            {previous.title}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={`/blog/${next.slug}`} rel="next" className={`${box} sm:text-right`}>
          <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wider text-slate-500 uppercase sm:justify-end">
            {t("next")}
            <Icon icon={ArrowRight} className="size-3.5" />
          </span>
          <span lang={lang} className="font-semibold text-slate-900">
            {next.title}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
