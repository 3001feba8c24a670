import type { MetadataRoute } from "next";
import { getAllPosts } from "@/lib/content/blog";
import { localizedPath, routing } from "@/i18n/routing";
import { getServerEnv } from "@/lib/env";

/**
 * Public pages only; history, account and the API stay out (robots.ts says so too). Each page is listed in every
 * language, each entry naming the others as alternates; the articles are English only.
 */
const PAGES: Array<{ path: string; changeFrequency: "weekly" | "monthly" | "yearly"; priority: number; lastModified: string }> = [
  { path: "/", changeFrequency: "weekly", priority: 1, lastModified: "2026-11-21" },
  { path: "/blog", changeFrequency: "weekly", priority: 0.8, lastModified: "2026-11-21" },
  { path: "/faq", changeFrequency: "monthly", priority: 0.7, lastModified: "2026-11-21" },
  { path: "/quiz/procrastination-type", changeFrequency: "monthly", priority: 0.6, lastModified: "2026-11-21" },
  { path: "/live", changeFrequency: "monthly", priority: 0.6, lastModified: "2026-11-23" },
  { path: "/about", changeFrequency: "yearly", priority: 0.4, lastModified: "2026-11-21" },
  { path: "/support", changeFrequency: "yearly", priority: 0.4, lastModified: "2026-11-21" },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3, lastModified: "2025-05-03" },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3, lastModified: "2025-05-03" },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const site = getServerEnv().SITE_URL;
  const address = (path: string) => new URL(path, site).toString();
  const pages = PAGES.flatMap(({ path, lastModified, ...rest }) => {
    const languages = Object.fromEntries(routing.locales.map((locale) => [locale, address(localizedPath(locale, path))]));
    return routing.locales.map((locale) => ({
      url: address(localizedPath(locale, path)),
      lastModified: new Date(lastModified),
      alternates: { languages },
      ...rest,
    }));
  });
  const articles = getAllPosts().map((post) => ({
    url: new URL(`/blog/${post.slug}`, site).toString(),
    lastModified: new Date(post.lastModified ?? post.date),
    changeFrequency: "monthly" as const,
    priority: 0.7,
  }));
  return [...pages, ...articles];
}
