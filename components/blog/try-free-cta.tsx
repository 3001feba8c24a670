import { ArrowRight } from "lucide";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

/** The free-try call to action, sending readers to the creator on the home page. */
export function TryFreeCta() {
  const t = useTranslations("blog.tryFree");
  return (
    <section
      aria-labelledby="try-free-heading"
      className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-center text-white shadow-lg sm:px-12"
    >
      <h2 id="try-free-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("heading")}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{t("lead")}</p>
      <Link
        href="/#create-wallpaper"
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-700 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t("link")}
        <Icon icon={ArrowRight} className="size-4" />
      </Link>
    </section>
  );
}
