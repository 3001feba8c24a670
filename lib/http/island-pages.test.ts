import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withIslands } from "./island-pages";

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/d.js" noModule=""></script>',
  "<title>Wallminder</title></head><body>",
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '<main><div data-island="creator" class="contents"><textarea></textarea></div></main>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  "</body></html>",
].join("");

describe("a page served with islands", () => {
  const html = withIslands(PAGE, { early: "/islands/early-DEF.js", main: "/islands/main-ABC.js" });

  it("runs none of Next's scripts: no chunk, no preload, no inline payload", () => {
    expect(html).not.toContain("/_next/static/chunks/b.js");
    expect(html).not.toContain("/_next/static/chunks/c.js");
    expect(html).not.toContain("/_next/static/chunks/d.js");
    expect(html).not.toContain("__next_f");
  });

  it("loads the islands' scripts as modules in the head, once: the one that holds early clicks first, not waiting", () => {
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain(
      '<title>Wallminder</title><script type="module" async src="/islands/early-DEF.js"></script><script type="module" src="/islands/main-ABC.js"></script></head>',
    );
  });

  it("keeps the stylesheet, the structured data and the markup as the build wrote them", () => {
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
    expect(html).toContain('<main><div data-island="creator" class="contents"><textarea></textarea></div></main></body></html>');
  });

  it("refuses a page with no head to put the script in", () => {
    expect(() => withIslands("<p>no head</p>", { early: "/islands/early.js", main: "/islands/main.js" })).toThrow(/no <\/head>/);
  });
});

describe("the island version of a page the build rendered", () => {
  let root: string;
  beforeEach(() => {
    vi.resetModules();
    root = mkdtempSync(path.join(tmpdir(), "wallminder-islands-"));
    mkdirSync(path.join(root, ".next/server/app"), { recursive: true });
    writeFileSync(path.join(root, ".next/server/app/en.html"), PAGE);
    // The articles that exist: their pages are served with islands too.
    mkdirSync(path.join(root, "content/blog"), { recursive: true });
    writeFileSync(path.join(root, "content/blog/an-article.md"), "");
    vi.spyOn(process, "cwd").mockReturnValue(root);
  });
  afterEach(() => vi.restoreAllMocks());

  const islandsBuilt = () => {
    mkdirSync(path.join(root, "public/islands"), { recursive: true });
    writeFileSync(path.join(root, "public/islands/manifest.json"), JSON.stringify({ early: "/islands/early-UVW.js", main: "/islands/main-XYZ.js" }));
  };

  it("is the build's page with the script the islands' build named, and an ETag of its own", async () => {
    islandsBuilt();
    const { islandPage } = await import("./island-pages");
    const page = islandPage("/en")!;
    expect(page.html).toContain('<script type="module" src="/islands/main-XYZ.js"></script></head>');
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(islandPage("/en")).toBe(page); // read once
  });

  it("is undefined when the build has no such page, or the islands were not built (a bare next build)", async () => {
    const { islandPage } = await import("./island-pages");
    expect(islandPage("/en")).toBeUndefined();
    islandsBuilt();
    vi.resetModules();
    const fresh = await import("./island-pages");
    expect(fresh.islandPage("/zh-CN")).toBeUndefined();
    expect(fresh.islandPage("/en")).toBeDefined();
    mkdirSync(path.join(root, ".next/server/app/en"), { recursive: true });
    writeFileSync(path.join(root, ".next/server/app/en/search.html"), PAGE);
    expect(fresh.islandPage("/en/search"), "a page not served with islands").toBeUndefined();
  });

  it("covers the public pages built ahead of time in both languages, articles included, and not search", async () => {
    islandsBuilt();
    for (const page of ["zh-CN/faq", "en/terms", "en/live", "en/quiz/procrastination-type", "zh-CN/blog", "en/blog/an-article", "en/search"]) {
      mkdirSync(path.dirname(path.join(root, ".next/server/app", page)), { recursive: true });
      writeFileSync(path.join(root, ".next/server/app", `${page}.html`), PAGE);
    }
    const { islandPage } = await import("./island-pages");
    for (const page of ["/zh-CN/faq", "/en/terms", "/en/live", "/en/quiz/procrastination-type", "/zh-CN/blog", "/en/blog/an-article"]) {
      expect(islandPage(page), page).toBeDefined();
    }
    expect(islandPage("/en/blog/another-article")).toBeUndefined();
    expect(islandPage("/en/search"), "rendered per request for its ?q=").toBeUndefined();
  });
});
