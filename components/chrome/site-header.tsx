import { Link } from "@/i18n/navigation";
import { useLocale, useMessages, useTranslations } from "next-intl";
import { Island } from "@/components/islands/island";
import { Logo } from "./logo";
import { Button } from "@/components/ui/button";

/** The header of the site pages: sections, the creator, and sign-in or the account menu. */
export function SiteHeader() {
  const t = useTranslations("chrome");
  const locale = useLocale();
  const { account } = useMessages();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          <nav aria-label={t("mainNav")} className="flex items-center gap-1 text-sm font-medium text-slate-700 sm:gap-2">
            <Link href="/blog" className="hidden rounded px-3 py-2 hover:text-brand-700 sm:block">
              {t("blog")}
            </Link>
            <Link href="/faq" className="hidden rounded px-3 py-2 hover:text-brand-700 sm:block">
              {t("faq")}
            </Link>
            <Button href="/#create-wallpaper" size="sm" className="whitespace-nowrap">
              <span className="sm:hidden">{t("createCtaShort")}</span>
              <span className="hidden sm:inline">{t("createCta")}</span>
            </Button>
          </nav>
          <Island name="language-switch" props={{ label: t("language"), short: true }} />
          <Island name="account-menu" props={{ locale, messages: account }} />
        </div>
        <Island name="flash-notice" props={{ dismissLabel: t("dismiss") }} />
      </div>
    </header>
  );
}
