import { describe, expect, it } from "vitest";
import { isSiteFile } from "./site-files";

describe("the site's own files", () => {
  it("are public/ files, the metadata routes, the service worker and the IndexNow key", () => {
    for (const file of [
      "/og-image.png",
      "/logo.png",
      "/images/blog/text-lists-fail.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/icon.svg",
      "/apple-icon.png",
      "/icons/icon-192.png",
      "/manifest.webmanifest",
      "/serwist/sw.js",
      "/0123456789abcdef.txt",
    ]) {
      expect(isSiteFile(file), file).toBe(true);
    }
  });

  it("are not pages, nor addresses that only look like files", () => {
    for (const address of [
      "/",
      "/faq",
      "/zh/faq",
      "/no-such.page",
      "/images/blog/missing.svg",
      "/short.txt",
      "/../package.json",
      "/public/logo.png",
      "/serwist/other.js",
    ]) {
      expect(isSiteFile(address), address).toBe(false);
    }
  });
});
