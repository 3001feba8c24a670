import { describe, expect, it } from "vitest";
import { summarize } from "./front-matter";
import { readingMinutes, renderMarkdown } from "./markdown";
import { rankByTopic } from "./topic";

const render = (markdown: string) => renderMarkdown(markdown, { furtherReadingLabel: "Further reading" });

describe("summarize (the description fallback)", () => {
  it("keeps text of 155 characters or fewer as it is", () => {
    const exact = "x".repeat(155);
    expect(summarize(exact)).toBe(exact);
    expect(summarize("  Short   and\nsweet. ")).toBe("Short and sweet.");
  });

  it("cuts longer text on a word boundary and adds an ellipsis", () => {
    const text = `${"word ".repeat(40)}end`; // 203 characters
    const summary = summarize(text);
    expect(summary.endsWith("word…")).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(156);
    expect(summary.slice(0, -1).length).toBeLessThanOrEqual(155);
  });

  it("keeps a word that ends exactly at the limit and drops trailing punctuation", () => {
    expect(summarize(`${"a".repeat(150)} bcde and more words`)).toBe(`${"a".repeat(150)} bcde…`); // "bcde" ends at 155
    expect(summarize(`${"a".repeat(148)} bc, defghij more`)).toBe(`${"a".repeat(148)} bc…`);
  });

  it("cuts a single enormous word at the limit", () => {
    expect(summarize("z".repeat(300))).toBe(`${"z".repeat(155)}…`);
  });
});

describe("readingMinutes", () => {
  it("rounds up at 200 words a minute and never says zero", () => {
    expect([0, 1, 200, 201, 1400, 2401].map(readingMinutes)).toEqual([1, 1, 1, 2, 7, 13]);
  });
});

describe("renderMarkdown", () => {
  const doc = [
    "First *paragraph* here.",
    "## Why it works",
    "> A quote.",
    ":::further-reading",
    "- [Other](/blog/other)",
    ":::",
    ":::further-reading[Keep reading]",
    "- [More](/blog/more)",
    ":::",
    "## Try it: now",
    ":::cta",
    "**Ready?** [Create](/#create-wallpaper)",
    ":::",
    "Meet at 10:30, note:this stays text.",
  ].join("\n\n");
  const result = render(doc);

  it("turns the boxes into asides with their classes and headings", () => {
    expect(result.html).toContain('<aside class="further-reading"><h2 class="further-reading-title" id="further-reading">Further reading</h2>');
    expect(result.html).toContain('<h2 class="further-reading-title" id="keep-reading">Keep reading</h2>');
    expect(result.html).toContain('<aside class="cta-box"><p><strong>Ready?</strong> <a href="/#create-wallpaper">Create</a></p></aside>');
  });

  it("lists only the section headings in the table of contents, with their ids", () => {
    expect(result.toc).toEqual([
      { id: "why-it-works", text: "Why it works" },
      { id: "try-it-now", text: "Try it: now" },
    ]);
  });

  it("returns the first paragraph, the plain text and a word count", () => {
    expect(result.firstParagraph).toBe("First paragraph here.");
    expect(result.plainText).toContain("note:this stays text.");
    expect(result.wordCount).toBe(result.plainText.split(" ").length);
  });

  it("ends every block of the plain text like a sentence, so excerpts read across list items", () => {
    expect(render("- Walk 30 min\n- Log meals\n\nDone!").plainText).toBe("Walk 30 min. Log meals. Done!");
  });
});

describe("rankByTopic", () => {
  const post = (slug: string, keywords: string[], date = "2025-01-01") => ({ slug, title: slug, date, keywords });
  it("ranks by shared topic words, drops unrelated ones and the current article", () => {
    const current = post("current", ["weight loss motivation"]);
    const ranked = rankByTopic(
      current,
      [post("current", ["weight loss"]), post("a", ["weight"]), post("b", ["weight loss habits"]), post("c", ["neuroscience"])],
      5,
    );
    expect(ranked.map((item) => item.slug)).toEqual(["b", "a"]);
  });
});
