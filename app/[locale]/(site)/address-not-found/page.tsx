import type { Metadata } from "next";
import { StaticNotFoundPage, staticNotFoundMetadata } from "@/components/pages/static-not-found-page";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/*
 * What an address that cannot be read shows ("/history/%E0%A4%A", a link cut short): the proxy rewrites it here with
 * status 404, for Next cannot route it to a page that would say "not found" itself. Static HTML, in the address's
 * language, the same words as any address the site does not have. Served only with status 404.
 */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await enterLocale(params);
  return staticNotFoundMetadata("chrome.notFound");
}

export default async function AddressNotFoundPage({ params }: LocaleProps) {
  await enterLocale(params);
  return <StaticNotFoundPage namespace="chrome.notFound" back="/" />;
}
