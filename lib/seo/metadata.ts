/**
 * Page metadata: title, description, canonical address, Open Graph and Twitter card tags, from
 * one call per page. Pages pass a path; the site address comes from SITE_URL (metadataBase).
 */
import type { Metadata } from "next";
import { isPrivatePath } from "@/config/private-pages";
import { SITE_NAME } from "@/config/site";
import { type Locale, localizedPath, routing } from "@/i18n/routing";

export const DEFAULT_OG_IMAGE = "/og-image.png";

export interface PageMetadataInput {
  /** The page's language: its canonical address carries the language's prefix ("/zh/faq"). */
  locale: Locale;
  title: string;
  description: string;
  /** The page's path in English, e.g. "/faq"; with the language's prefix, the canonical URL. */
  path: string;
  /**
   * False for a page whose content exists in English only (an article): every language's copy names the English
   * page as canonical, and no alternates are listed.
   */
  translated?: boolean;
  ogType?: "website" | "article";
  /** An absolute path or URL of a 1200x630 image; defaults to the site's card. */
  image?: string;
  keywords?: readonly string[];
  /** For articles. */
  publishedTime?: string;
  modifiedTime?: string;
  authors?: readonly string[];
  /** Keep the page out of search results (private pages always are). */
  noIndex?: boolean;
}

/** The page's hreflang alternates (English as x-default): a public page in every language, else none. */
function languages({ path, translated = true, noIndex }: PageMetadataInput): Record<string, string> | undefined {
  if (!translated || noIndex || isPrivatePath(path)) return undefined;
  return { ...Object.fromEntries(routing.locales.map((locale) => [locale, localizedPath(locale, path)])), "x-default": path };
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? DEFAULT_OG_IMAGE;
  const url = input.translated === false ? input.path : localizedPath(input.locale, input.path);
  const alternateLanguages = languages(input);
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: { canonical: url, ...(alternateLanguages ? { languages: alternateLanguages } : {}) },
    openGraph: {
      type: input.ogType ?? "website",
      siteName: SITE_NAME,
      title: input.title,
      description: input.description,
      url,
      locale: input.locale.replace("-", "_"),
      images: [{ url: image, width: 1200, height: 630, alt: input.title }],
      ...(input.ogType === "article"
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: input.authors ? [...input.authors] : undefined }
        : {}),
    },
    twitter: { card: "summary_large_image", title: input.title, description: input.description, images: [image] },
    robots: input.noIndex || isPrivatePath(input.path) ? { index: false, follow: false } : undefined,
  };
}
