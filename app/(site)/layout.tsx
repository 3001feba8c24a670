import { SiteShell } from "@/components/chrome/site-shell";

/** The public pages: home, FAQ, legal, about, support, quiz and search, with the full footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell footer="full">{children}</SiteShell>;
}
