import type { MetadataRoute } from "next";
import { getServerEnv } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const site = getServerEnv().SITE_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/history", "/account", "/api/"] }],
    sitemap: new URL("/sitemap.xml", site).toString(),
    host: site,
  };
}
