import { ArrowLeft } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Logo } from "@/components/chrome/logo";
import { Island } from "@/components/islands/island";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** The blog's header: the logo (home), a way back to the article list, home, and the creator. */
export function BlogHeader() {
  const t = useTranslations("blog.header");
  const chrome = useTranslations("chrome");
  const link = "rounded px-2 py-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-3";
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t("nav")} className="flex items-center gap-1 text-sm font-medium text-slate-700">
          <Link href="/blog" className={`inline-flex items-center gap-1 ${link}`}>
            <Icon icon={ArrowLeft} className="size-4" />
            {t("allArticles")}
          </Link>
          <Link href="/" className={`hidden sm:block ${link}`}>
            {t("home")}
          </Link>
          <Island name="language-switch" props={{ label: chrome("language"), short: true }} />
          <span className="ml-1 hidden sm:block">
            <Button href="/#create-wallpaper" size="sm">
              {t("create")}
            </Button>
          </span>
        </nav>
      </div>
    </header>
  );
}
