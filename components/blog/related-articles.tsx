import { ArrowRight } from "lucide";
import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import type { PostLink } from "@/lib/content/blog";
import { articleLang } from "@/lib/content/language";

/** The "Related Articles" grid: each article's title and a "Read Article" link to it. */
export function RelatedArticles({ posts }: { posts: readonly PostLink[] }) {
  const t = useTranslations("blog.article");
  const lang = articleLang(useLocale());
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <SectionHeading id="related-heading">{t("relatedHeading")}</SectionHeading>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 lang={lang} className="leading-snug font-semibold text-slate-900">
              {post.title}
            </h3>
            <Link
              href={`/blog/${post.slug}`}
              className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              <span aria-hidden="true">{t("readArticle")}</span>
              <span className="sr-only">
                {t.rich("readArticleAbout", { title: post.title, name: (chunks) => <span lang={lang}>{chunks}</span> })}
              </span>
              <Icon icon={ArrowRight} className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
