import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DemoBilling } from "@/components/billing/demo-billing";
import { TestModeBanner } from "@/components/billing/test-mode-banner";
import { PageMessages } from "@/components/page-messages";
import { getViewer } from "@/lib/auth/session";
import { getBilling, subscriptionSummary } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, type LocaleProps, signInFirst } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("demoPayments.billing");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/demo/billing" });
}

/** The demo provider's billing page, where 'Manage billing' leads when Stripe is not set up. */
export default async function DemoBillingPage({ params }: LocaleProps) {
  const locale = await enterLocale(params);
  const viewer = await getViewer(await headers());
  if (!viewer) signInFirst(locale, "/demo/billing");
  const billing = getBilling();
  if (billing?.name !== "demo") notFound();
  const subscription = await subscriptionSummary(await getDb(), viewer.id, billing);
  const t = await getTranslations("demoPayments.billing");
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10 sm:px-6 sm:py-14">
      <TestModeBanner heading={t("bannerHeading")} body={t("bannerBody")} />
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
        <p className="mt-1 text-sm text-slate-600">{viewer.email}</p>
        <PageMessages namespaces={["demoPayments", "billing"]}>
          <DemoBilling initial={subscription} />
        </PageMessages>
      </div>
    </main>
  );
}
