import { BlogHeader } from "@/components/blog/blog-header";
import { MobileBar } from "@/components/chrome/mobile-bar";
import { SiteFooter } from "@/components/chrome/site-footer";
import { enterLocale, type LocaleProps } from "@/lib/i18n/page";

export default async function BlogLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  await enterLocale(params);
  return (
    <>
      <BlogHeader />
      {children}
      <SiteFooter variant="full" />
      <MobileBar />
    </>
  );
}
