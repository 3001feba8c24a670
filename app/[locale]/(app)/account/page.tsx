import type { Metadata } from "next";
import { headers } from "next/headers";
import { getFormatter, getTranslations } from "next-intl/server";
import { AccountActions } from "@/components/account/account-actions";
import { LiveAddressPanel } from "@/components/live/live-address-panel";
import { PageMessages } from "@/components/page-messages";
import { SourcesPanel } from "@/components/sources/sources-panel";
import { getViewer } from "@/lib/auth/session";
import { getGoogleSettings, getTodoistSettings } from "@/lib/env";
import { isChargingStatus } from "@/lib/billing/plans";
import { pageMetadata } from "@/lib/seo/metadata";
import { Button } from "@/components/ui/button";
import { enterLocale, type LocaleProps, signInFirst } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("accountPage");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/account" });
}

/** Who you are, your plan, your live wallpaper and task sources, sign out, and deleting the account for good. */
export default async function AccountPage({ params }: LocaleProps) {
  const locale = await enterLocale(params);
  const viewer = await getViewer(await headers());
  if (!viewer) signInFirst(locale, "/account");
  const t = await getTranslations("accountPage");
  const format = await getFormatter();
  const rows = [
    [t("name"), viewer.displayName],
    [t("email"), viewer.email],
    [t("plan"), viewer.isPro ? t("planPro") : t("planFree")],
    [t("memberSince"), format.dateTime(viewer.createdAt, { dateStyle: "long" })],
  ] as const;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
      <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 px-5 py-4">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900" data-field={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button href="/subscription">{viewer.isPro ? t("manage") : t("seePlans")}</Button>
      </div>
      <div className="mt-8">
        <PageMessages namespaces={["live", "history"]}>
          <LiveAddressPanel viewer={viewer.isPro ? "pro" : "free"} />
        </PageMessages>
      </div>
      {viewer.isPro && (
        <div className="mt-8">
          <PageMessages namespaces={["sources", "history"]}>
            <SourcesPanel todoistOAuth={getTodoistSettings().oauth !== null} googleTasks={getGoogleSettings() !== null} />
          </PageMessages>
        </div>
      )}
      <PageMessages namespaces={["accountPage", "account"]}>
        <AccountActions plan={isChargingStatus(viewer.subscriptionStatus)} />
      </PageMessages>
    </main>
  );
}
