/**
 * JSON-LD builders (schema.org): WebSite with its search action, Organization with a support
 * contact, BreadcrumbList, Article and FAQPage. Every URL is made absolute with the site address.
 */
import { SITE_NAME, SUPPORT_EMAIL } from "@/config/site";

type JsonLd = Record<string, unknown>;

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

export function websiteJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absolute(siteUrl, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute(siteUrl, "/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: absolute(siteUrl, "/"),
    logo: absolute(siteUrl, "/logo.png"),
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: SUPPORT_EMAIL, url: absolute(siteUrl, "/support") },
  };
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

/** A date as ISO 8601, or the fallback (now, unless given) when it is missing or invalid. */
export function isoDate(value: string | undefined, fallback: Date = new Date()): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : fallback.toISOString();
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  path: string;
  image: string;
  author: string;
  datePublished?: string;
  dateModified?: string;
  keywords?: readonly string[];
}

export function articleJsonLd(siteUrl: string, article: ArticleJsonLdInput): JsonLd {
  const published = isoDate(article.datePublished);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: absolute(siteUrl, article.image),
    mainEntityOfPage: absolute(siteUrl, article.path),
    author: { "@type": "Organization", name: article.author, url: absolute(siteUrl, "/about") },
    publisher: { "@type": "Organization", name: SITE_NAME, logo: { "@type": "ImageObject", url: absolute(siteUrl, "/logo.png") } },
    datePublished: published,
    dateModified: isoDate(article.dateModified, new Date(published)),
    keywords: article.keywords?.join(", "),
  };
}

export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
}
