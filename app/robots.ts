import type { MetadataRoute } from "next";
import { PRIVATE_PATHS } from "@/config/private-pages";
import { getServerEnv } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const site = getServerEnv().SITE_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...PRIVATE_PATHS] }],
    sitemap: new URL("/sitemap.xml", site).toString(),
    host: site,
  };
}
