import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/json-ld";
import type { Locale } from "@/i18n/routing";
import { getServerEnv } from "@/lib/env";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";
import { Island } from "@/components/islands/island";

/** The HTML document around every page: its language, the skip link, the site's structured data and the offline worker. */
export async function Document({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: "site" });
  const siteUrl = getServerEnv().SITE_URL;
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        <JsonLd data={[websiteJsonLd(siteUrl), organizationJsonLd(siteUrl)]} />
        {/* The language for every client component (the language switch, links); their texts come per page (PageMessages). */}
        <NextIntlClientProvider locale={locale} messages={null}>
          {children}
        </NextIntlClientProvider>
        <Island name="service-worker" props={{}} />
      </body>
    </html>
  );
}
