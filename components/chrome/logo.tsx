import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/config/site";

export function LogoMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect x="14" y="4" width="36" height="56" rx="8" fill="#4f46e5" />
      <rect x="19" y="12" width="26" height="40" rx="3" fill="#fff" />
      <path d="M24 24h16M24 31h12M24 38h14" stroke="#4f46e5" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The logo as a link home. */
export function Logo() {
  const t = useTranslations("chrome");
  return (
    <Link
      href="/"
      aria-label={t("logoLabel")}
      className="inline-flex items-center gap-2 rounded font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <LogoMark />
      <span className="text-lg tracking-tight">{SITE_NAME}</span>
    </Link>
  );
}
