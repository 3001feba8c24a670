import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { BACKGROUND_COLOR, THEME_COLOR } from "@/config/site";
import { routing } from "@/i18n/routing";

/**
 * The web app manifest, /manifest.webmanifest: what a phone needs to install the site as an app that opens on the
 * creator, in its own window. The service worker keeps the creator working offline (decision record 015).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: "site" });
  return {
    id: "/",
    name: t("name"),
    short_name: t("name"),
    description: t("description"),
    lang: routing.defaultLocale,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
