import type { MetadataRoute } from "next";
import { PRIVATE_ADDRESSES } from "@/config/private-pages";
import { getServerEnv } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const site = getServerEnv().SITE_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...PRIVATE_ADDRESSES] }],
    sitemap: new URL("/sitemap.xml", site).toString(),
    host: site,
  };
}
