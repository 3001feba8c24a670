import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PricingTable } from "@/components/pricing-table";
import { getViewer } from "@/lib/auth/session";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("subscription");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/subscription" });
}

/** The signed-in person's plan. Nobody signed in: home (docs/product.md §6). Checkout comes with payments. */
export default async function SubscriptionPage() {
  const viewer = await getViewer(await headers());
  if (!viewer) redirect("/");
  const t = await getTranslations("subscription");
  const tAccount = await getTranslations("accountPage");
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
      <p className="mt-6 text-sm font-medium uppercase tracking-wide text-slate-500">{t("current")}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid="plan">
        {viewer.isPro ? tAccount("planPro") : tAccount("planFree")}
      </p>
      <p className="mt-3 text-slate-700">{viewer.isPro ? t("proLead") : t("freeLead")}</p>
      {!viewer.isPro && <p className="mt-4 rounded-xl bg-amber-50 px-5 py-4 text-amber-900">{t("soon")}</p>}
      <h2 className="mt-12 text-xl font-semibold text-slate-900">{t("pricesHeading")}</h2>
      <div className="mt-4">
        <PricingTable />
      </div>
    </main>
  );
}
