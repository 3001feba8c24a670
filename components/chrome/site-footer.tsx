import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Island } from "@/components/islands/island";
import { Logo } from "./logo";

const RESOURCES = [
  ["blog", "/blog"],
  ["faq", "/faq"],
  ["support", "/support"],
  ["live", "/live"],
] as const;
const COMPANY = [
  ["about", "/about"],
  ["terms", "/terms"],
  ["privacy", "/privacy"],
] as const;
const SOCIAL = [
  ["x", "https://x.com/wallminder"],
  ["instagram", "https://www.instagram.com/wallminder"],
] as const;

/**
 * The footer: full (Resources, Company, legal and social links) or copyright-only. The year is
 * computed from today's date.
 */
export function SiteFooter({ variant }: { variant: "full" | "copyright" }) {
  const t = useTranslations("chrome");
  const copyright = <p className="text-sm text-slate-500">{t("copyright", { year: new Date().getFullYear() })}</p>;
  if (variant === "copyright") {
    return (
      <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-slate-200 px-4 py-8 pb-24 text-center sm:pb-8">
        {copyright}
        <Island
          name="language-switch"
          props={{
            label: t("language"),
            className: "inline-flex items-center gap-1.5 rounded px-2 py-1 text-sm text-slate-600 hover:text-brand-700",
          }}
        />
      </footer>
    );
  }
  return (
    <footer className="border-t border-slate-200 bg-slate-50 pb-20 sm:pb-0">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">{t("tagline")}</p>
          <Island
            name="language-switch"
            props={{
              label: t("language"),
              className: "mt-4 -ml-2 inline-flex items-center gap-1.5 rounded px-2 py-1 text-sm text-slate-600 hover:text-brand-700",
            }}
          />
        </div>
        <FooterLinks title={t("resources")} links={RESOURCES.map(([key, href]) => [t(key), href])} />
        <FooterLinks title={t("company")} links={COMPANY.map(([key, href]) => [t(key), href])} />
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t("follow")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SOCIAL.map(([key, href]) => (
              <li key={key}>
                <a href={href} rel="noopener noreferrer me" target="_blank" className="text-slate-600 hover:text-brand-700">
                  {t(`social.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200 px-4 py-6 text-center">{copyright}</div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: Array<readonly [string, string]> }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(([label, href]) => (
          <li key={href}>
            <Link href={href} className="text-slate-600 hover:text-brand-700">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
