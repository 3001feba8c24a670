import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("history");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/history" });
}

/** What a visitor sees of the history: what it is and how to get it. Signed-in history comes with accounts. */
export default async function HistoryPage() {
  const t = await getTranslations("history");
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("signedOutHeading")}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("signedOutBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button href="/#pricing" size="lg">
          {t("seePlans")}
        </Button>
        <Button href="/#create-wallpaper" variant="outline" size="lg">
          {t("makeOne")}
        </Button>
      </div>
    </main>
  );
}
