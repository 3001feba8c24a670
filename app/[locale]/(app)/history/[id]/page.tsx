import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProRequired } from "@/components/history/pro-required";
import { WallpaperDetail } from "@/components/history/wallpaper-detail";
import { PageMessages } from "@/components/page-messages";
import { getViewer } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { findWallpaper, toHistoryItem } from "@/lib/history/store";
import { enterLocale, signInFirst } from "@/lib/i18n/page";
import { pageMetadata } from "@/lib/seo/metadata";

interface WallpaperPageProps {
  params: Promise<{ locale: string; id: string }>;
}

export async function generateMetadata({ params }: WallpaperPageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const { id } = await params;
  const t = await getTranslations("history");
  return pageMetadata({ locale, title: t("detail.title"), description: t("description"), path: `/history/${encodeURIComponent(id)}` });
}

/** One saved wallpaper, for its owner only: anyone else's, or none, is a 404, as in the API. Never indexed: config/private-pages.ts. */
export default async function WallpaperPage({ params }: WallpaperPageProps) {
  const locale = await enterLocale(params);
  const { id } = await params;
  const viewer = await getViewer(await headers());
  if (!viewer) signInFirst(locale, `/history/${encodeURIComponent(id)}`);
  if (!viewer.isPro) {
    const t = await getTranslations("history");
    return (
      <main id="main" className="mx-auto max-w-6xl px-4 pt-8 pb-28 sm:px-6 sm:pt-12 sm:pb-16">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("heading")}</h1>
        <div className="mt-6">
          <PageMessages namespaces={["history"]}>
            <ProRequired />
          </PageMessages>
        </div>
      </main>
    );
  }
  const wallpaper = await findWallpaper(await getDb(), viewer.id, id);
  if (!wallpaper) notFound();
  return (
    <PageMessages namespaces={["history", "live"]}>
      <WallpaperDetail key={id} initial={toHistoryItem(wallpaper)} />
    </PageMessages>
  );
}
