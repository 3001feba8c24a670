import { getRequestConfig } from "next-intl/server";
import { messages } from "@/lib/i18n/messages";
import { DEFAULT_LOCALE } from "@/lib/i18n/server";

// One locale for now; the catalogue layout is ready for a Simplified Chinese one.
export default getRequestConfig(async () => ({ locale: DEFAULT_LOCALE, messages }));
