import { MobileBar } from "./mobile-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The site's header, the page, a footer (full or copyright-only) and the phone's bottom bar. */
export function SiteShell({ footer, children }: { footer: "full" | "copyright"; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
      <SiteFooter variant={footer} />
      <MobileBar />
    </>
  );
}
