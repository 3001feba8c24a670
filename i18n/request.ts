import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE } from "@/lib/i18n/server";

// One locale for now; the catalogue layout is ready for a Simplified Chinese one.
export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  messages: (await import(`../messages/${DEFAULT_LOCALE}.json`)).default,
}));
