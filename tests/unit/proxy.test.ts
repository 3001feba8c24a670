import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";

const SITE = "http://localhost:3000";
const get = (path: string) => proxy(new NextRequest(`${SITE}${path}`));
const rewriteOf = (response: Response) => response.headers.get("x-middleware-rewrite");

describe("the proxy", () => {
  it("answers 403 with a message to a cross-origin API write and passes a same-origin one", async () => {
    const post = (origin: string) =>
      proxy(new NextRequest(`${SITE}/api/process-tasks`, { method: "POST", headers: { Origin: origin, Host: "localhost:3000" } }));
    const refused = post("https://evil.example");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: "This request came from another website and was refused." });
    expect(post(SITE).headers.get("x-middleware-next")).toBe("1");
  });

  it("serves every real article in the language of its address", () => {
    for (const slug of ["text-lists-fail", "ultimate-guide-overcome-procrastination", "mental-energy-approach"]) {
      const english = get(`/blog/${slug}`);
      expect(english.status).toBe(200);
      expect(new URL(rewriteOf(english)!, SITE).pathname).toBe(`/en/blog/${slug}`);
      expect(new URL(rewriteOf(get(`/zh/blog/${slug}`))!, SITE).pathname).toBe(`/zh-CN/blog/${slug}`);
    }
  });

  it("sends a first visit whose browser prefers Chinese to the Chinese page, and keeps everyone else where they are", () => {
    const visit = (path: string, headers: Record<string, string>) => proxy(new NextRequest(`${SITE}${path}`, { headers }));
    const chinese = visit("/faq", { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.5" });
    expect(chinese.status).toBe(307);
    expect(new URL(chinese.headers.get("location")!, SITE).pathname).toBe("/zh/faq");
    expect(visit("/faq", { "Accept-Language": "en-GB,en;q=0.9" }).status).toBe(200);
    expect(visit("/faq", {}).status).toBe(200);
    // A choice made with the switcher wins over the browser's languages, both ways.
    expect(visit("/faq", { "Accept-Language": "zh-CN", Cookie: "NEXT_LOCALE=en" }).status).toBe(200);
    expect(new URL(visit("/faq", { Cookie: "NEXT_LOCALE=zh-CN" }).headers.get("location")!, SITE).pathname).toBe("/zh/faq");
  });

  it("lets the site's files through with no language, and treats any other dotted address as a page", () => {
    for (const file of ["/robots.txt", "/og-image.png", "/images/blog/text-lists-fail.svg"]) {
      expect(get(file).headers.get("x-middleware-next"), file).toBe("1");
    }
    expect(new URL(rewriteOf(get("/no-such.page"))!, SITE).pathname).toBe("/en/no-such.page");
  });

  it("answers an address that cannot be read with 400 in the API's error shape, or the 'not found' page in its language", async () => {
    for (const path of ["/api/wallpaper/%E0%A4%A", "/api/live/%ZZ", "/api/sources/a%E0/sync"]) {
      const response = get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ success: false, message: "This address is not valid: part of it is not written correctly." });
    }
    const chinese = proxy(new NextRequest(`${SITE}/api/wallpaper/%ZZ`, { headers: { "Accept-Language": "zh-CN" } }));
    expect(await chinese.json()).toEqual({ success: false, message: "这个地址无效：其中有一部分写得不对。" });
    for (const [path, page] of [
      ["/history/%E0%A4%A?x=1", "/en/address-not-found"],
      ["/%ZZ", "/en/address-not-found"],
      ["/zh/history/%E0%A4%A", "/zh-CN/address-not-found"],
      ["/address-not-found", "/en/address-not-found"],
    ]) {
      const response = get(path!);
      expect(response.status, path).toBe(404);
      expect(rewriteOf(response), path).toBe(`${SITE}${page}`);
    }
    expect(get("/history/caf%C3%A9").status).toBe(200);
  });

  it("answers an API address no route has with 404, and a method its route does not answer with 405 and Allow", async () => {
    const unknown = get("/api/nope");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: "There is no such address in our API." });
    const put = proxy(new NextRequest(`${SITE}/api/wallpaper/save`, { method: "PUT" }));
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST, OPTIONS");
    expect(put.headers.get("cache-control")).toBe("no-store");
    expect(await put.json()).toEqual({ success: false, message: "This address does not answer PUT: it answers POST, OPTIONS." });
    const chinese = proxy(new NextRequest(`${SITE}/api/health`, { method: "DELETE", headers: { "Accept-Language": "zh-CN" } }));
    expect(await chinese.json()).toEqual({ success: false, message: "这个地址不接受 DELETE 请求，只接受 GET, HEAD, OPTIONS。" });
    for (const [method, path] of [
      ["GET", "/api/health"],
      ["HEAD", "/api/health"],
      ["OPTIONS", "/api/wallpaper/save"],
      ["DELETE", "/api/wallpaper/0b7c"],
      ["POST", "/api/auth/sign-in/magic-link"],
    ]) {
      expect(proxy(new NextRequest(`${SITE}${path}`, { method })).headers.get("x-middleware-next"), `${method} ${path}`).toBe("1");
    }
  });

  it("answers an unknown article with the Article Not Found page and status 404, dropping the query", () => {
    for (const path of ["/blog/no-such-article", "/blog/Text-Lists-Fail", "/blog/..%2Fpackage", "/blog/text-lists-fail.md?utm_source=x"]) {
      const response = get(path);
      expect(response.status, path).toBe(404);
      expect(rewriteOf(response), path).toBe(`${SITE}/en/article-not-found`);
    }
    // In Chinese, the Chinese page.
    expect(rewriteOf(get("/zh/blog/no-such-article"))).toBe(`${SITE}/zh-CN/article-not-found`);
  });

  it("never serves the Article Not Found page with status 200, even at its own address", () => {
    const response = get("/article-not-found");
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBe(`${SITE}/en/article-not-found`);
  });

  describe("under npm run dev:islands", () => {
    afterEach(() => vi.unstubAllEnvs());
    const page = (path: string, accept = "text/html") => proxy(new NextRequest(`${SITE}${path}`, { headers: { Accept: accept } }));

    it("sends a browser's request for a page served with islands to the route that serves it as production does", () => {
      vi.stubEnv("NODE_ENV", "development");
      vi.stubEnv("WALLMINDER_ISLANDS_IN_DEV", "1");
      expect(rewriteOf(page("/"))).toBe(`${SITE}/dev-island-page`);
      expect(rewriteOf(page("/zh"))).toBe(`${SITE}/dev-island-page`);
      // Not the router's payload, not a page rendered with Next in production either.
      expect(rewriteOf(page("/", "*/*"))).toBe(`${SITE}/en`);
      expect(rewriteOf(page("/login"))).toBe(`${SITE}/en/login`);
    });

    it("leaves every page to Next under a plain npm run dev", () => {
      vi.stubEnv("NODE_ENV", "development");
      expect(rewriteOf(page("/"))).toBe(`${SITE}/en`);
    });
  });
});
