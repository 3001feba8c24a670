import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { getAllPosts, getAllSlugs, getMoreInTopic, getPost, loadBlog } = await import("./blog");
const { FEATURED_SLUGS, LINKABLE_PAGES, POPULAR_SLUGS } = await import("./collections");
const { DEFAULT_AUTHOR } = await import("./front-matter");

const slugs = getAllSlugs();
const requirePost = (slug: string) => {
  const post = getPost(slug);
  if (!post) throw new Error(`no article ${slug}`);
  return post;
};
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");

describe("the articles in content/blog", () => {
  it("are all 18 there, newest first, and every slug of docs/product.md §11 resolves", () => {
    expect(slugs).toHaveLength(18);
    const dates = getAllPosts().map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const slug of [...FEATURED_SLUGS, ...POPULAR_SLUGS, "motivating-wallpapers-tips", "science-of-phone-checking"]) {
      expect(getPost(slug), slug).not.toBeNull();
    }
    expect(getPost("why-text-lists-fail")).toBeNull(); // a redirect, not an article
  });

  it.each(slugs)("%s is a full article with every building block", (slug) => {
    const post = requirePost(slug);
    expect(post.wordCount).toBeGreaterThanOrEqual(1000);
    expect(post.html).toContain("<blockquote>");
    expect(post.html).toMatch(/<(ul|ol)>/);
    expect(post.html).toContain('<aside class="further-reading"><h2 class="further-reading-title"');
    expect(post.html).toContain('<aside class="cta-box">');
    expect(post.html).not.toContain("<h1");
    expect(post.description.length).toBeGreaterThan(50);
    expect(post.description.length).toBeLessThanOrEqual(160);
    expect(fs.existsSync(path.join("public", post.featuredImage ?? "missing"))).toBe(true);
  });

  it.each(slugs)("%s has a table of contents that links to its h2 headings", (slug) => {
    const post = requirePost(slug);
    expect(post.toc.length).toBeGreaterThanOrEqual(3);
    const h2Ids = [...post.html.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1]);
    expect(post.toc.map((entry) => entry.id)).toEqual(h2Ids);
    for (const entry of post.toc) expect(entry.text).not.toBe("");
  });

  it.each(slugs)("%s links only to pages that exist", (slug) => {
    const allowed = new Set<string>([...LINKABLE_PAGES, ...slugs.map((other) => `/blog/${other}`)]);
    const internal = hrefsIn(requirePost(slug).html).filter((href) => !/^https?:/.test(href));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(allowed, `${slug} links to ${href}`).toContain(href);
  });

  it("reads at 200 words a minute, rounded up: 7 to 12 minutes, 12 for the ultimate guide", () => {
    for (const post of getAllPosts()) {
      expect(post.readMinutes).toBe(Math.ceil(requirePost(post.slug).wordCount / 200));
      expect(post.readTime).toBe(`${post.readMinutes} min read`);
      expect(post.readMinutes).toBeGreaterThanOrEqual(7);
      expect(post.readMinutes).toBeLessThanOrEqual(12);
    }
    expect(requirePost("ultimate-guide-overcome-procrastination").readMinutes).toBe(12);
  });

  it("dates the three weight-loss articles May 17, 2025", () => {
    for (const slug of FEATURED_SLUGS) expect(requirePost(slug).date).toBe("2025-05-17");
  });

  it("resolves related, previous and next links to titles", () => {
    const tips = requirePost("motivating-wallpapers-tips");
    expect(tips.previous?.slug).toBe("science-of-phone-checking");
    expect(tips.next).toEqual({ slug: "text-lists-fail", title: requirePost("text-lists-fail").title });
    const phone = requirePost("science-of-phone-checking");
    expect([phone.previous?.slug, phone.next?.slug]).toEqual(["motivating-wallpapers-tips", "ultimate-guide-overcome-procrastination"]);
    expect(tips.related.map((link) => link.title).every(Boolean)).toBe(true);
  });

  it("suggests more on the topic without repeating links the page already has", () => {
    const post = requirePost("mental-energy-approach");
    const more = getMoreInTopic(post.slug);
    expect(more.length).toBeGreaterThan(0);
    const alreadyLinked = new Set([post.slug, ...post.related.map((link) => link.slug)]);
    for (const link of more) expect(alreadyLinked.has(link.slug)).toBe(false);
  });
});

describe("loadBlog on synthetic articles", () => {
  let dir = "";
  const write = (files: Record<string, string>) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-"));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const longParagraph =
    "Every morning you pick up your phone before your feet touch the floor, and every morning the first thing you see decides a little of how the day goes for you and your plans.";

  it("fills in the author, keywords and a description cut at 155 characters with an ellipsis", () => {
    const post = loadBlog(write({ "a.md": `---\nslug: a\ntitle: A\ndate: 2025-01-02\n---\n\n${longParagraph}\n\n## Next\n\nMore.` })).get("a");
    expect(post?.author).toBe(DEFAULT_AUTHOR);
    expect(post?.keywords).toEqual([]);
    expect(post?.date).toBe("2025-01-02"); // an unquoted YAML date is read back as the day written
    expect(post?.lastModified).toBe("2025-01-02");
    expect(post?.description).toBe(
      "Every morning you pick up your phone before your feet touch the floor, and every morning the first thing you see decides a little of how the day goes for…", // "for you" would end at character 157
    );
    expect(post?.description.length).toBeLessThanOrEqual(156);
  });

  it.each([
    ["a slug that differs from the file name", { "a.md": "---\nslug: b\ntitle: A\ndate: 2025-01-02\n---\nText" }, /must equal the file name/],
    ["a date that is not YYYY-MM-DD", { "a.md": "---\nslug: a\ntitle: A\ndate: 02/01/2025\n---\nText" }, /date/],
    ["a missing title", { "a.md": "---\nslug: a\ndate: 2025-01-02\n---\nText" }, /title/],
    [
      "a related slug that is not an article",
      { "a.md": "---\nslug: a\ntitle: A\ndate: 2025-01-02\nrelatedPosts: [nope]\n---\nText" },
      /relatedPosts "nope"/,
    ],
    ["a next slug that is not an article", { "a.md": "---\nslug: a\ntitle: A\ndate: 2025-01-02\nnext: nope\n---\nText" }, /next "nope"/],
    ["an unknown box", { "a.md": "---\nslug: a\ntitle: A\ndate: 2025-01-02\n---\n:::warning\nHi\n:::" }, /Unknown directive ":::warning"/],
  ])("fails loudly on %s", (_label, files, message) => {
    expect(() => loadBlog(write(files))).toThrow(message);
  });
});
