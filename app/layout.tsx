import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/json-ld";
import { getServerEnv } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("site");
  return {
    ...pageMetadata({ title: t("title"), description: t("description"), path: "/" }),
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t("title"), template: `%s | ${t("name")}` },
    applicationName: t("name"),
  };
}

export const viewport: Viewport = { themeColor: "#4f46e5", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("site");
  const siteUrl = getServerEnv().SITE_URL;
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        <JsonLd data={[websiteJsonLd(siteUrl), organizationJsonLd(siteUrl)]} />
        {children}
      </body>
    </html>
  );
}
