import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DemoCheckout } from "@/components/billing/demo-checkout";
import { TestModeBanner } from "@/components/billing/test-mode-banner";
import { PageMessages } from "@/components/page-messages";
import { getViewer } from "@/lib/auth/session";
import { getDemoCheckout } from "@/lib/billing/demo";
import { getBilling } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { pageMetadata } from "@/lib/seo/metadata";
import { Link } from "@/i18n/navigation";
import { enterLocale, type LocaleProps, signInFirst } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("demoPayments.checkout");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/demo/checkout" });
}

/** The demo provider's checkout page, for its owner only; it does not exist when Stripe (or nothing) takes payments. */
export default async function DemoCheckoutPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const locale = await enterLocale(params);
  const { id } = await params;
  const viewer = await getViewer(await headers());
  if (!viewer) signInFirst(locale, `/demo/checkout/${id}`);
  if (getBilling()?.name !== "demo") notFound();
  const checkout = await getDemoCheckout(await getDb(), viewer.id, id);
  if (!checkout) notFound();
  const t = await getTranslations("demoPayments.checkout");
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10 sm:px-6 sm:py-14">
      <TestModeBanner heading={t("bannerHeading")} body={t("bannerBody")} />
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("heading")}</h1>
        <p className="mt-1 text-sm text-slate-600">{viewer.email}</p>
        <div className="mt-6">
          {checkout.paid ? (
            <p className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
              {t("paid")}{" "}
              <Link href="/subscription" className="underline">
                {t("backToPlan")}
              </Link>
            </p>
          ) : (
            <PageMessages namespaces={["demoPayments", "billing"]}>
              <DemoCheckout id={checkout.id} interval={checkout.interval} amountLabel={checkout.amountLabel} cancelUrl={checkout.cancelUrl} />
            </PageMessages>
          )}
        </div>
      </div>
    </main>
  );
}
