import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TryAgainPage, tryAgainMetadata } from "@/components/pages/try-again-page";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  return tryAgainMetadata("chrome.offline");
}

/**
 * What the service worker shows, with no connection, in place of a page it does not keep (decision record 015), with
 * the way back to the creator, which works offline.
 */
export default async function Offline({ params }: LocaleProps) {
  await enterLocale(params);
  const t = await getTranslations("chrome.offline");
  return <TryAgainPage namespace="chrome.offline" code={t("label")} back="/#create-wallpaper" />;
}
