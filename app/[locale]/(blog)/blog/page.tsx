import type { ComponentProps } from "react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostCard } from "@/components/blog/post-card";
import { TryFreeCta } from "@/components/blog/try-free-cta";
import { JsonLd } from "@/components/json-ld";
import { SectionHeading } from "@/components/ui/section-heading";
import { getAllPosts, getPostsBySlugs } from "@/lib/content/blog";
import { FEATURED_SLUGS } from "@/lib/content/collections";
import { getServerEnv } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("blog.index");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/blog" });
}

export default async function BlogIndexPage({ params }: LocaleProps) {
  await enterLocale(params);
  const t = await getTranslations("blog");
  const featured = getPostsBySlugs(FEATURED_SLUGS);
  const featuredSlugs = new Set<string>(FEATURED_SLUGS);
  const others = getAllPosts().filter((post) => !featuredSlugs.has(post.slug));
  const crumbs = [
    { name: t("article.home"), path: "/" },
    { name: t("article.blog"), path: "/blog" },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
      <JsonLd data={breadcrumbJsonLd(getServerEnv().SITE_URL, crumbs)} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("index.heading")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("index.intro")}</p>
      </header>
      <section aria-labelledby="featured-heading" className="mt-10">
        <h2 id="featured-heading" className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {t("index.featuredHeading")}
        </h2>
        <PostGrid posts={featured} className="mt-4 md:grid-cols-3" />
      </section>
      <div className="mt-12">
        <TryFreeCta />
      </div>
      <section aria-labelledby="more-heading" className="mt-14">
        <SectionHeading id="more-heading">{t("index.moreHeading")}</SectionHeading>
        <PostGrid posts={others} className="mt-6 sm:grid-cols-2 lg:grid-cols-3" />
      </section>
    </main>
  );
}

function PostGrid({ posts, className }: { posts: ComponentProps<typeof PostCard>["post"][]; className: string }) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
