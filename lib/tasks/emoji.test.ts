import { describe, expect, it } from "vitest";
import { chooseEmoji, DEFAULT_EMOJI } from "./emoji";

const segments = (emoji: string) => [...new Intl.Segmenter().segment(emoji)].map((s) => s.segment);

describe("chooseEmoji", () => {
  it.each([
    ["walking the dog", "🐕"],
    ["Walk the dogs", "🐕"],
    ["dentist", "🦷"],
    ["water the plants", "🪴"],
    ["Do my tax return", "🧾"],
    ["遛狗", "🐕"],
    ["给牙医打电话", "🦷"],
    ["Buy pizza for the party", "🍕"],
    ["Check email", "📧"],
    ["Book flights to Rome", "✈️"],
    ["Go for a run", "🏃"],
    ["买牛奶", "🥛"],
    ["交房租", "💰"],
    ["Drink 8 glasses of water", "💧"],
    ["Beers with Sam tonight", "🍻"],
  ])("picks a fitting emoji first for %j", (text, expected) => {
    expect(segments(chooseEmoji(text))[0]).toBe(expected);
  });

  it("adds a second emoji for a second, specific part of the task", () => {
    expect(chooseEmoji("Call the dentist")).toBe("🦷📞");
    expect(chooseEmoji("Buy milk")).toBe("🥛🛒");
  });

  it("never gives more than two", () => {
    for (const text of ["Email the dentist about the tax return and buy milk for the dog", "给牙医打电话买牛奶遛狗交房租"]) {
      expect(segments(chooseEmoji(text)).length).toBeLessThanOrEqual(2);
    }
  });

  it("reads words that are also names on every JavaScript object as words (found by the route fuzzer: 'constructor' was a 500)", () => {
    for (const text of ["constructor", "Call the constructor", "hasOwnProperty toString valueOf __proto__ prototype"]) {
      expect(chooseEmoji(text)).toEqual(expect.any(String));
    }
  });

  it("falls back to the check mark when nothing fits", () => {
    expect(chooseEmoji("Do the thing we discussed")).toBe(DEFAULT_EMOJI);
    expect(chooseEmoji("")).toBe(DEFAULT_EMOJI);
  });
});
