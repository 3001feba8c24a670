import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/routing";
import { type Messages, pickMessages } from "@/lib/i18n/messages";

/**
 * Sends the namespaces a page's client components read to the browser, and only those: no
 * message catalogue ships with every page, and pages whose client code has no text (the blog,
 * the FAQ) load no formatting library at all.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickMessages(namespaces, (await getLocale()) as Locale)}>{children}</NextIntlClientProvider>;
}
