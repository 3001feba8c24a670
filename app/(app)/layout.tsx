import { SiteShell } from "@/components/chrome/site-shell";

/**
 * Screens where a person is doing something with their account (sign-in, account, subscription,
 * history): the copyright-only footer, so nothing pulls them away mid-task.
 */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell footer="copyright">{children}</SiteShell>;
}
