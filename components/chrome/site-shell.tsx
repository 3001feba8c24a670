import { AccountProvider } from "@/components/account/account-provider";
import { MobileBar } from "./mobile-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The site's header, the page, a footer (full or copyright-only) and the phone's bottom bar,
 * inside the page-wide account check that the header, the creator and the account screens read.
 * (The blog has no account corner, so its pages never ask.)
 */
export function SiteShell({ footer, children }: { footer: "full" | "copyright"; children: React.ReactNode }) {
  return (
    <AccountProvider>
      <SiteHeader />
      {children}
      <SiteFooter variant={footer} />
      <MobileBar />
    </AccountProvider>
  );
}
