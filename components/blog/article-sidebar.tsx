import { ArrowRight } from "lucide";
import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { LogoMark } from "@/components/chrome/logo";
import { Icon } from "@/components/ui/icon";
import { getMoreInTopic, getPostsBySlugs, type PostLink } from "@/lib/content/blog";
import { PILLAR_SLUG, POPULAR_SLUGS } from "@/lib/content/collections";
import { articleLang } from "@/lib/content/language";
import { Button } from "@/components/ui/button";

/**
 * The article sidebar, built from the current slug: the "Popular Articles" list on the pillar
 * article (docs/product.md §11), more reading on the same topic, and a "make your wallpaper" card. The articles'
 * titles are their own (English) words, marked so under another language.
 * The sidebar spans the article's height so that the card, last, can stay in view while reading.
 */
export function ArticleSidebar({ slug }: { slug: string }) {
  const t = useTranslations("blog.sidebar");
  const popular = slug === PILLAR_SLUG ? getPostsBySlugs(POPULAR_SLUGS) : [];
  const more = getMoreInTopic(slug, popular.length > 0 ? 3 : 4, POPULAR_SLUGS);
  return (
    <aside aria-label={t("label")} className="flex flex-col gap-6 lg:h-full">
      {popular.length > 0 ? <PopularArticles posts={popular} currentSlug={slug} /> : null}
      {more.length > 0 ? <LinkList headingId="more-topic-heading" heading={t("moreHeading")} posts={more} /> : null}
      <MakeWallpaperCard />
    </aside>
  );
}

function MakeWallpaperCard() {
  const t = useTranslations("blog.sidebar");
  return (
    <section aria-labelledby="sidebar-cta-heading" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 lg:sticky lg:top-24">
      <LogoMark className="size-9" />
      <h2 id="sidebar-cta-heading" className="mt-3 font-semibold text-slate-900">
        {t("ctaHeading")}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">{t("ctaText")}</p>
      <Button href="/#create-wallpaper" className="mt-4 w-full text-sm">
        {t("ctaLink")}
        <Icon icon={ArrowRight} className="size-4" />
      </Button>
    </section>
  );
}

function PopularArticles({ posts, currentSlug }: { posts: readonly PostLink[]; currentSlug: string }) {
  const t = useTranslations("blog.sidebar");
  const lang = articleLang(useLocale());
  return (
    <section aria-labelledby="popular-heading" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="popular-heading" className="font-semibold text-slate-900">
        {t("popularHeading")}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {posts.map((post) => {
          const current = post.slug === currentSlug;
          return (
            <li key={post.slug}>
              <Link
                href={`/blog/${post.slug}`}
                aria-current={current ? "page" : undefined}
                lang={lang}
                className={`block rounded-lg px-3 py-2 leading-snug ${current ? "bg-brand-600 font-semibold text-white" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"}`}
              >
                {post.title}
              </Link>
            </li>
          );
        })}
      </ol>
      <Link href="/blog" className="mt-3 inline-flex items-center gap-1 px-3 text-sm font-semibold text-brand-700 hover:underline">
        {t("viewAll")}
        <Icon icon={ArrowRight} className="size-4" />
      </Link>
    </section>
  );
}

function LinkList({ headingId, heading, posts }: { headingId: string; heading: string; posts: readonly PostLink[] }) {
  const lang = articleLang(useLocale());
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-5">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link href={`/blog/${post.slug}`} lang={lang} className="leading-snug text-slate-700 hover:text-brand-700 hover:underline">
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
