import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { PostSummary } from "@/lib/content/blog";
import { articleLang } from "@/lib/content/language";
import { PostDate } from "./post-date";

/**
 * An article teaser: image, title, description, date and read time. The title link stretches over
 * the whole card, so the card is one click target with one accessible name.
 */
export function PostCard({ post, headingLevel = "h3" }: { post: PostSummary; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const t = useTranslations("blog");
  const lang = articleLang(useLocale());
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:shadow-md">
      {post.featuredImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- SVG covers: next/image would pass them through untouched and add a client component per card
        <img
          src={post.featuredImage}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="aspect-[1200/630] w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Heading lang={lang} className="text-lg leading-snug font-semibold text-slate-900">
          <Link href={`/blog/${post.slug}`} className="outline-none group-hover:text-brand-700 after:absolute after:inset-0">
            {post.title}
          </Link>
        </Heading>
        <p lang={lang} className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">
          {post.description}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-4 text-xs font-medium text-slate-500">
          <PostDate date={post.date} />
          <span aria-hidden="true">·</span>
          <span>{t("readTime", { minutes: post.readMinutes })}</span>
        </p>
      </div>
    </article>
  );
}
