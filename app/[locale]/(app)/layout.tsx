import { SiteShell } from "@/components/chrome/site-shell";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

/**
 * Screens where a person is doing something with their account (sign-in, account, subscription,
 * history): the copyright-only footer, so nothing pulls them away mid-task.
 */
export default async function AppLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  await enterLocale(params);
  return <SiteShell footer="copyright">{children}</SiteShell>;
}
