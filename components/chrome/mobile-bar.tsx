import { BookOpen, CircleHelp, History, House } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

/** The bottom bar on phones: Home, Blog, History, FAQ. Its height is `--bottom-bar`, which toasts stay above. */
export function MobileBar() {
  const t = useTranslations("chrome");
  const items = [
    ["home", "/", House],
    ["blog", "/blog", BookOpen],
    ["history", "/history", History],
    ["faq", "/faq", CircleHelp],
  ] as const;
  return (
    <nav
      aria-label={t("mobileNav")}
      className="fixed inset-x-0 bottom-0 z-40 h-(--bottom-bar) border-t border-slate-200 bg-white/95 backdrop-blur sm:hidden"
    >
      <ul className="grid h-full grid-cols-4">
        {items.map(([key, href, icon]) => (
          <li key={key}>
            <Link
              href={href}
              prefetch={false}
              className="flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600 hover:text-brand-700"
            >
              <Icon icon={icon} className="size-5" />
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
