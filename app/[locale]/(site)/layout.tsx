import { SiteShell } from "@/components/chrome/site-shell";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/** The public pages: home, FAQ, legal, about, support, quiz and search, with the full footer. */
export default async function SiteLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  await enterLocale(params);
  return <SiteShell footer="full">{children}</SiteShell>;
}
