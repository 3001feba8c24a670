import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { queryTerms, searchSite } = await import("./search");
const { FAQ_ITEMS } = await import("./faq");

describe("searchSite", () => {
  it("returns nothing for an empty or punctuation-only query", () => {
    expect(searchSite("")).toEqual([]);
    expect(searchSite("  ?! ")).toEqual([]);
  });

  it("finds articles, title matches first, with a link and an excerpt", () => {
    const results = searchSite("procrastination");
    expect(results.length).toBeGreaterThan(3);
    const titleHits = results.map((result) => /procrastinat/i.test(result.title));
    const firstWithoutTitleHit = titleHits.indexOf(false);
    if (firstWithoutTitleHit >= 0) expect(titleHits.slice(firstWithoutTitleHit)).not.toContain(true);
    expect(results[0]).toMatchObject({ type: "article", url: expect.stringMatching(/^\/blog\/[a-z0-9-]+$/) });
    expect(results[0]?.excerpt.length).toBeGreaterThan(20);
  });

  it("needs every word, matching word starts case-insensitively", () => {
    const results = searchSite("WEIGHT loss");
    expect(results.map((result) => result.url)).toEqual(expect.arrayContaining(["/blog/daily-checkins-weight-loss", "/blog/mental-energy-approach"]));
    expect(searchSite("weight xylophone")).toEqual([]);
    expect(searchSite("eight")).not.toContainEqual(expect.objectContaining({ url: "/blog/daily-checkins-weight-loss" }));
  });

  it("finds FAQ entries and links to their anchors", () => {
    const cancel = FAQ_ITEMS.find((item) => item.id === "cancel-pro");
    const results = searchSite("cancel pro");
    expect(results).toContainEqual(expect.objectContaining({ type: "faq", title: cancel?.question, url: "/faq#cancel-pro" }));
  });

  it("cuts the excerpt around the match", () => {
    const [result] = searchSite("Zeigarnik");
    expect(result?.excerpt).toMatch(/Zeigarnik/);
    expect(result?.excerpt.length).toBeLessThanOrEqual(184);
  });

  it("treats regular-expression characters as text", () => {
    expect(() => searchSite("(.*+[")).not.toThrow();
  });
});

describe("queryTerms", () => {
  it("splits into unique lower-case words, keeping inner hyphens and apostrophes", () => {
    expect(queryTerms("To-do lists, to-do LISTS don't")).toEqual(["to-do", "lists", "don't"]);
  });
});
