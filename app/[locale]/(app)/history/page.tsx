import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { HistoryScreen } from "@/components/history/history-screen";
import { ProRequired } from "@/components/history/pro-required";
import { SubscriptionCheck } from "@/components/history/subscription-check";
import { PageMessages } from "@/components/page-messages";
import { getViewer } from "@/lib/auth/session";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, type LocaleProps, signInFirst } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("history");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/history" });
}

interface HistoryPageProps extends LocaleProps {
  searchParams: Promise<{ session_id?: string | string[] }>;
}

/**
 * A Pro user's wallpaper history. Who may see it is decided here, on the server: a visitor signs
 * in first, a free account is told it is Pro's and sent to the plans, and a return from checkout
 * (`?session_id=`) is verified before the history shows.
 */
export default async function HistoryPage({ params, searchParams }: HistoryPageProps) {
  const locale = await enterLocale(params);
  const { session_id: given } = await searchParams;
  const sessionId = typeof given === "string" && given.length > 0 ? given : null;
  const viewer = await getViewer(await headers());
  if (!viewer) signInFirst(locale, sessionId ? `/history?session_id=${encodeURIComponent(sessionId)}` : "/history");
  const t = await getTranslations("history");
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-8 pb-28 sm:px-6 sm:pt-12 sm:pb-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("heading")}</h1>
      {viewer.isPro && <p className="mt-2 text-slate-600">{t("lead")}</p>}
      <div className="mt-6">
        <PageMessages namespaces={["history"]}>
          {sessionId ? <SubscriptionCheck sessionId={sessionId} wasPro={viewer.isPro} /> : viewer.isPro ? <HistoryScreen /> : <ProRequired />}
        </PageMessages>
      </div>
    </main>
  );
}
