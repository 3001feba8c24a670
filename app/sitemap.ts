import type { MetadataRoute } from "next";
import { getAllPosts } from "@/lib/content/blog";
import { getServerEnv } from "@/lib/env";

/** Public pages only; history, account and the API stay out (robots.ts says so too). */
const PAGES: Array<{ path: string; changeFrequency: "weekly" | "monthly" | "yearly"; priority: number; lastModified: string }> = [
  { path: "/", changeFrequency: "weekly", priority: 1, lastModified: "2026-11-21" },
  { path: "/blog", changeFrequency: "weekly", priority: 0.8, lastModified: "2026-11-21" },
  { path: "/faq", changeFrequency: "monthly", priority: 0.7, lastModified: "2026-11-21" },
  { path: "/quiz/procrastination-type", changeFrequency: "monthly", priority: 0.6, lastModified: "2026-11-21" },
  { path: "/about", changeFrequency: "yearly", priority: 0.4, lastModified: "2026-11-21" },
  { path: "/support", changeFrequency: "yearly", priority: 0.4, lastModified: "2026-11-21" },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3, lastModified: "2025-05-03" },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3, lastModified: "2025-05-03" },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const site = getServerEnv().SITE_URL;
  const pages = PAGES.map(({ path, lastModified, ...rest }) => ({
    url: new URL(path, site).toString(),
    lastModified: new Date(lastModified),
    ...rest,
  }));
  const articles = getAllPosts().map((post) => ({
    url: new URL(`/blog/${post.slug}`, site).toString(),
    lastModified: new Date(post.lastModified ?? post.date),
    changeFrequency: "monthly" as const,
    priority: 0.7,
  }));
  return [...pages, ...articles];
}
