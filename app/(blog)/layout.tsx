import { BlogHeader } from "@/components/blog/blog-header";
import { MobileBar } from "@/components/chrome/mobile-bar";
import { SiteFooter } from "@/components/chrome/site-footer";

export default function BlogLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <BlogHeader />
      {children}
      <SiteFooter variant="full" />
      <MobileBar />
    </>
  );
}
