import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { JsonLd } from "@/components/json-ld";
import { getServerEnv } from "@/lib/env";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

interface PageIntroProps {
  title: string;
  lead: ReactNode;
  /** This page's name in the breadcrumb (Home > crumb) and its path, for BreadcrumbList data. */
  crumb: string;
  path: string;
  /** A line under the lead, such as a legal page's last-updated date. */
  note?: ReactNode;
}

/** The top of a content page: a breadcrumb (visible and as JSON-LD), the one h1 and a lead. */
export function PageIntro({ title, lead, crumb, path, note }: PageIntroProps) {
  const t = useTranslations("pageParts");
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: crumb, path },
  ];
  return (
    <header className="pt-10 pb-8 sm:pt-14 sm:pb-10">
      <JsonLd data={breadcrumbJsonLd(getServerEnv().SITE_URL, crumbs)} />
      <nav aria-label={t("breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <li>
            <Link href="/" className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
              {t("home")}
            </Link>
          </li>
          <li aria-hidden="true" className="text-slate-400">
            /
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {crumb}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{lead}</p>
      {note ? <p className="mt-3 text-sm text-slate-600">{note}</p> : null}
    </header>
  );
}

/** A link styled as a primary or secondary button. */
export function ButtonLink({ href, children, variant = "primary" }: { href: string; children: ReactNode; variant?: "primary" | "secondary" }) {
  const look =
    variant === "primary"
      ? "bg-brand-600 text-white hover:bg-brand-700"
      : "border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700";
  return (
    <Link
      href={href}
      className={`inline-flex items-center justify-center rounded-lg px-4 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${look}`}
    >
      {children}
    </Link>
  );
}

/** Inline text link style, shared by the content pages. */
export const TEXT_LINK =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
