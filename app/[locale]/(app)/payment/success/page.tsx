import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PaymentResult } from "@/components/billing/payment-result";
import { PageMessages } from "@/components/page-messages";
import { pageMetadata } from "@/lib/seo/metadata";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations("paymentResult");
  return pageMetadata({ locale, title: t("title"), description: t("description"), path: "/payment/success" });
}

/** Where checkout returns, with `?session_id=`: 'Verifying your payment...', then the result. */
export default async function PaymentSuccessPage({
  params,
  searchParams,
}: LocaleProps & { searchParams: Promise<{ session_id?: string | string[] }> }) {
  await enterLocale(params);
  const sessionId = [(await searchParams).session_id].flat()[0] || null;
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <PageMessages namespaces={["paymentResult"]}>
        <PaymentResult sessionId={sessionId} />
      </PageMessages>
    </main>
  );
}
