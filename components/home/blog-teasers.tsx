import { Link } from "@/i18n/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { SectionHeading } from "@/components/ui/section-heading";
import { getAllPosts } from "@/lib/content/blog";
import { articleLang } from "@/lib/content/language";

/** One article from each of the blog's themes: weight loss, procrastination, focus. */
const TEASERS = ["mental-energy-approach", "ultimate-guide-overcome-procrastination", "science-of-phone-checking"];

export async function BlogTeasers() {
  const t = await getTranslations("home");
  const tBlog = await getTranslations("blog");
  // The articles are English: under Chinese their words are marked so, and every label around them is Chinese.
  const lang = articleLang(await getLocale());
  const posts = getAllPosts().filter((post) => TEASERS.includes(post.slug));
  return (
    <section aria-labelledby="blog-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="blog-heading" size="large">
          {t("blogHeading")}
        </SectionHeading>
        <Link href="/blog" className="font-semibold text-brand-700 hover:underline">
          {t("blogAll")}
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm text-slate-500">{tBlog("readTime", { minutes: post.readMinutes })}</p>
            <h3 lang={lang} className="mt-2 text-lg font-semibold text-slate-900">
              {post.title}
            </h3>
            <p lang={lang} className="mt-2 flex-1 text-slate-600">
              {post.description}
            </p>
            {/* Named by hidden text that starts with the visible words, the title in its own language: never one string of two. */}
            <Link href={`/blog/${post.slug}`} className="mt-4 font-semibold text-brand-700 hover:underline">
              <span aria-hidden="true">{t("readArticle")} →</span>
              <span className="sr-only">
                {t.rich("readArticleNamed", { title: post.title, name: (chunks) => <span lang={lang}>{chunks}</span> })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
