import { useLocale, useTranslations } from "next-intl";
import type { TocEntry } from "@/lib/content/blog";
import { articleLang } from "@/lib/content/language";

/** "In this article": in-page links to the article's sections, named by its own (English) headings. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const t = useTranslations("blog.article");
  const lang = articleLang(useLocale());
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="my-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wider text-slate-700 uppercase">
        {t("toc")}
      </h2>
      <ol className="mt-3 space-y-2 text-[0.95rem]">
        {entries.map((entry, index) => (
          <li key={entry.id} className="flex gap-3">
            <span aria-hidden="true" className="w-5 shrink-0 text-right font-semibold text-brand-600 tabular-nums">
              {index + 1}
            </span>
            <a href={`#${entry.id}`} lang={lang} className="text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
