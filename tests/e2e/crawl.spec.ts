import { expect, test } from "../helpers/test";
import { PRIVATE_ADDRESSES } from "../../config/private-pages";

/**
 * Follows every internal link from the home page: no page may answer 404 (or any error), and every
 * page has a title, a description and a canonical link.
 */
test("every internal link leads to a complete page", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const problems: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (!response.ok()) {
      problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await response.text();
    if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${path}: no title`);
    if (!/<meta name="description" content="[^"]+"/.test(html)) problems.push(`${path}: no description`);
    if (!/<link rel="canonical" href="[^"]+"/.test(html)) problems.push(`${path}: no canonical link`);
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const url = new URL(href!.replaceAll("&amp;", "&"), origin + path);
      if (url.origin !== origin || url.pathname.startsWith("/api/")) continue;
      const next = url.pathname + url.search;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(seen.size).toBeGreaterThan(25);
});

test("robots.txt keeps private pages out and the sitemap lists every article", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of PRIVATE_ADDRESSES) expect(robots).toContain(`Disallow: ${path}\n`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog/ultimate-guide-overcome-procrastination</loc>");
  expect(sitemap).toContain("<lastmod>");
  expect(sitemap).not.toContain("/history");
  // The live wallpaper's guide is public; the addresses it explains are not.
  expect(sitemap).toContain("/live</loc>");
  expect(sitemap).not.toContain("/api/");
  expect(sitemap.match(/<loc>[^<]*\/blog\/[^<]+<\/loc>/g)?.length).toBe(18);
});
