import { describe, expect, it } from "vitest";
import { MAX_SOURCE_TASKS, MAX_TASK_CHARACTERS, toTaskLine } from "./task-line";

describe("a source's task as one wallpaper line", () => {
  it.each([
    ["Buy milk\nand eggs", "Buy milk and eggs"],
    ["  Call\tMum \r\n", "Call Mum"],
    ["Line\u2028separator\u2029paragraph", "Line separator paragraph"],
    ["Zero\u200bwidth\u0000and\u0007bell", "Zero width and bell"],
    ["See [the plan](https://example.com/plan) first", "See the plan first"],
    ["[]( )", "[]( )"],
    ["\n\n", ""],
  ])("turns %j into %j", (input, line) => {
    expect(toTaskLine(input)).toBe(line);
  });

  it(`cuts a task longer than ${MAX_TASK_CHARACTERS} characters with an ellipsis, never inside an emoji`, () => {
    const line = toTaskLine("🎉".repeat(300));
    expect(line.endsWith("…")).toBe(true);
    expect(Array.from(line)).toHaveLength(MAX_TASK_CHARACTERS);
    expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("keeps as many tasks as a wallpaper has lines", () => {
    expect(MAX_SOURCE_TASKS).toBe(100);
  });
});
