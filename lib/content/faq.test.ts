import { describe, expect, it } from "vitest";
import { FAQ_ITEMS, HOME_FAQ_IDS, HOME_FAQ_ITEMS, faqItemsById } from "./faq";

describe("FAQ content", () => {
  it("has eight questions with unique, anchor-safe ids and non-empty texts", () => {
    expect(FAQ_ITEMS).toHaveLength(8);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(8);
    for (const item of FAQ_ITEMS) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.question.endsWith("?")).toBe(true);
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  it("gives the home page six known questions in order", () => {
    expect(HOME_FAQ_IDS).toHaveLength(6);
    expect(HOME_FAQ_ITEMS.map((item) => item.id)).toEqual([...HOME_FAQ_IDS]);
  });

  it("skips unknown ids", () => {
    expect(faqItemsById(["modes", "nope"]).map((item) => item.id)).toEqual(["modes"]);
  });

  it("states the facts the product promises", () => {
    const text = FAQ_ITEMS.map((item) => item.answer).join(" ");
    expect(text).toContain("1179 x 2556");
    expect(text).toContain("$2.90");
    expect(text).toContain("$24.33");
    expect(text).toMatch(/cancel anytime/i);
  });
});
