import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { clientMessages, type Messages, pickMessages } from "@/lib/i18n/messages";

/** Sends a page's own namespaces to its client components, on top of the shared ones. */
export function PageMessages({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={{ ...clientMessages, ...pickMessages(namespaces) }}>{children}</NextIntlClientProvider>;
}
