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
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("subscription");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/subscription" });
}

/** The signed-in person's plan: benefits for Pro, the plan picker for everyone else. Nobody signed in: home (docs/product.md §6). */
export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<{ session_id?: string | string[] }> }) {
  const viewer = await getViewer(await headers());
  if (!viewer) redirect("/");
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
