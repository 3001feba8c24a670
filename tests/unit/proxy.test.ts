import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
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

  it("passes every real article through untouched", () => {
    for (const slug of ["text-lists-fail", "ultimate-guide-overcome-procrastination", "mental-energy-approach"]) {
      const response = get(`/blog/${slug}`);
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(rewriteOf(response)).toBeNull();
    }
  });

  it("answers an unknown article with the Article Not Found page and status 404, dropping the query", () => {
    for (const path of ["/blog/no-such-article", "/blog/Text-Lists-Fail", "/blog/..%2Fpackage", "/blog/text-lists-fail.md?utm_source=x"]) {
      const response = get(path);
      expect(response.status, path).toBe(404);
      expect(rewriteOf(response), path).toBe(`${SITE}/article-not-found`);
    }
  });

  it("never serves the Article Not Found page with status 200, even at its own address", () => {
    const response = get("/article-not-found");
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBe(`${SITE}/article-not-found`);
  });
});
