import { ArrowLeft } from "lucide";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArticleSidebar } from "@/components/blog/article-sidebar";
import { Breadcrumbs } from "@/components/blog/breadcrumbs";
import { PostDate } from "@/components/blog/post-date";
import { RelatedArticles } from "@/components/blog/related-articles";
import { SeriesNav } from "@/components/blog/series-nav";
import { TableOfContents } from "@/components/blog/table-of-contents";
import { TryFreeCta } from "@/components/blog/try-free-cta";
import { JsonLd } from "@/components/json-ld";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";
import { getAllSlugs, getPost, type Post } from "@/lib/content/blog";
import { getServerEnv } from "@/lib/env";
import { articleLang } from "@/lib/content/language";
import { enterLocale } from "@/lib/i18n/page";
import { pageMetadata } from "@/lib/seo/metadata";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/seo/structured-data";
import "../article.css";

type Props = { params: Promise<{ locale: string; slug: string }> };

/*
 * Every article is prerendered, and nothing else renders here: the proxy answers unknown slugs
 * with the static "Article Not Found" page and status 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllSlugs().map((slug) => ({ slug }));
}

const ogImagePath = (slug: string) => `/blog/${slug}/opengraph-image`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const post = getPost((await params).slug);
  if (!post) return {};
  // The articles are written in English: under the Chinese interface the page names the English one as canonical.
  return pageMetadata({
    locale,
    translated: false,
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    ogType: "article",
    image: ogImagePath(post.slug),
    keywords: post.keywords,
    publishedTime: post.date,
    modifiedTime: post.lastModified,
    authors: [post.author],
  });
}

export default async function ArticlePage({ params }: Props) {
  const locale = await enterLocale(params);
  const post = getPost((await params).slug);
  if (!post) notFound();
  const t = await getTranslations("blog");
  const contentLang = articleLang(locale);
  return (
    <main id="main" className="mx-auto max-w-[960px] px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <ArticleJsonLd post={post} homeLabel={t("article.home")} blogLabel={t("article.blog")} />
      <Breadcrumbs title={post.title} />
      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        <article>
          <ArticleHeader post={post} lang={contentLang} />
          <TableOfContents entries={post.toc} />
          {post.html.trim() ? (
            <div lang={contentLang} className="article-body" dangerouslySetInnerHTML={{ __html: post.html }} />
          ) : (
            <p className="py-12 text-center text-slate-500">{t("article.contentLoading")}</p>
          )}
          <SeriesNav previous={post.previous} next={post.next} />
        </article>
        <div className="mt-12 lg:mt-0">
          <ArticleSidebar slug={post.slug} />
        </div>
      </div>
      <div className="mt-16 space-y-16">
        <RelatedArticles posts={post.related} />
        <TryFreeCta />
      </div>
    </main>
  );
}

async function ArticleHeader({ post, lang }: { post: Post; lang: "en" | undefined }) {
  const t = await getTranslations("blog");
  return (
    <header>
      <Link href="/blog" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        <Icon icon={ArrowLeft} className="size-4" />
        {t("article.backToArticles")}
      </Link>
      <h1 lang={lang} className="mt-4 text-3xl leading-tight font-bold tracking-tight text-pretty text-slate-900 sm:text-4xl">
        {post.title}
      </h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600" data-testid="article-meta">
        <PostDate date={post.date} />
        <span aria-hidden="true">·</span>
        <span>{t("readTime", { minutes: post.readMinutes })}</span>
        <span aria-hidden="true">·</span>
        <span>{t.rich("byAuthor", { author: post.author, name: (chunks) => <span lang={lang}>{chunks}</span> })}</span>
      </p>
      {post.featuredImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- an SVG cover, as in the article cards
        <img
          src={post.featuredImage}
          alt={t("imageAlt")}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
    </header>
  );
}

function ArticleJsonLd({ post, homeLabel, blogLabel }: { post: Post; homeLabel: string; blogLabel: string }) {
  const siteUrl = getServerEnv().SITE_URL;
  const path = `/blog/${post.slug}`;
  const article = articleJsonLd(siteUrl, {
    title: post.title,
    description: post.description,
    path,
    image: ogImagePath(post.slug),
    author: post.author,
    datePublished: post.date,
    dateModified: post.lastModified,
    keywords: post.keywords,
  });
  const crumbs = [
    { name: homeLabel, path: "/" },
    { name: blogLabel, path: "/blog" },
    { name: post.title, path },
  ];
  return <JsonLd data={[article, breadcrumbJsonLd(siteUrl, crumbs)]} />;
}
