import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SubscriptionScreen } from "@/components/billing/subscription-screen";
import { PageMessages } from "@/components/page-messages";
import { PricingTable } from "@/components/pricing-table";
import { getViewer } from "@/lib/auth/session";
import { getBilling, subscriptionSummary } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { localizedPath } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("subscription");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/subscription" });
}

/** The signed-in person's plan: benefits for Pro, the plan picker for everyone else. Nobody signed in: home (docs/product.md §6). */
export default async function SubscriptionPage({
  params,
  searchParams,
}: LocaleProps & { searchParams: Promise<{ session_id?: string | string[] }> }) {
  const locale = await enterLocale(params);
  const viewer = await getViewer(await headers());
  if (!viewer) redirect(localizedPath(locale, "/"));
  const billing = getBilling();
  const subscription = await subscriptionSummary(await getDb(), viewer.id, billing);
  const sessionId = [(await searchParams).session_id].flat()[0] || null;
  const t = await getTranslations("subscription");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
      <PageMessages namespaces={["subscription", "billing", "pricing"]}>
        <SubscriptionScreen
          initial={subscription}
          plans={billing?.plans() ?? []}
          provider={billing?.name ?? null}
          sessionId={sessionId}
          matrix={<PricingTable />}
        />
      </PageMessages>
    </main>
  );
}
