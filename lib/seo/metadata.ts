/**
 * Page metadata: title, description, canonical address, Open Graph and Twitter card tags, from
 * one call per page. Pages pass a path; the site address comes from SITE_URL (metadataBase).
 */
import type { Metadata } from "next";
import { isPrivatePath } from "@/config/private-pages";
import { SITE_NAME } from "@/config/site";

export const DEFAULT_OG_IMAGE = "/og-image.png";

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's path, e.g. "/faq"; becomes the canonical URL. */
  path: string;
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

export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? DEFAULT_OG_IMAGE;
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.ogType ?? "website",
      siteName: SITE_NAME,
      title: input.title,
      description: input.description,
      url: input.path,
      images: [{ url: image, width: 1200, height: 630, alt: input.title }],
      ...(input.ogType === "article"
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: input.authors ? [...input.authors] : undefined }
        : {}),
    },
    twitter: { card: "summary_large_image", title: input.title, description: input.description, images: [image] },
    robots: input.noIndex || isPrivatePath(input.path) ? { index: false, follow: false } : undefined,
  };
}
