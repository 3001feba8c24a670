import { ChevronRight } from "lucide";
import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { articleLang } from "@/lib/content/language";

/** Home > Blog > the article, the last crumb (the article's own title) marked as the current page. */
export function Breadcrumbs({ title }: { title: string }) {
  const t = useTranslations("blog.article");
  const lang = articleLang(useLocale());
  const separator = <Icon icon={ChevronRight} className="size-3.5 shrink-0 text-slate-400" />;
  return (
    <nav aria-label={t("breadcrumb")} className="max-w-[740px]">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-500">
        <li className="flex items-center gap-1.5">
          <Link href="/" className="hover:text-brand-700 hover:underline">
            {t("home")}
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-1.5">
          <Link href="/blog" className="hover:text-brand-700 hover:underline">
            {t("blog")}
          </Link>
          {separator}
        </li>
        <li aria-current="page" lang={lang} className="min-w-0 truncate font-medium text-slate-700">
          {title}
        </li>
      </ol>
    </nav>
  );
}
