import type { Metadata } from "next";
import { TryAgainPage, tryAgainMetadata } from "@/components/pages/try-again-page";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  return tryAgainMetadata("chrome.unavailable");
}

/**
 * What a page that needs the database shows while it cannot be reached (proxy.ts rewrites to it, with status 503 and
 * Retry-After).
 */
export default async function Unavailable({ params }: LocaleProps) {
  await enterLocale(params);
  return <TryAgainPage namespace="chrome.unavailable" code={503} back="/" />;
}
