import { describe, expect, it } from "vitest";
import { MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { handOverTasks, takeHandedOverTasks } from "./reuse";
import { memoryStore as memory } from "@/tests/helpers/storage";

describe("handing a saved list over to the creator", () => {
  it("gives the text and the mode once, then nothing is left", () => {
    const store = memory();
    handOverTasks({ text: "Pay rent today\nCall the dentist", mode: "emoji" }, store);
    expect(takeHandedOverTasks(store)).toEqual({ text: "Pay rent today\nCall the dentist", mode: "emoji" });
    expect(store.items.size).toBe(0);
    expect(takeHandedOverTasks(store)).toBeNull();
  });

  it("drops what it cannot use, and keeps the text within the creator's limit", () => {
    const store = memory();
    store.setItem("wallminder:reuse", "not json");
    expect(takeHandedOverTasks(store)).toBeNull();
    expect(store.items.size).toBe(0);
    store.setItem("wallminder:reuse", JSON.stringify({ text: "x".repeat(MAX_TEXT_LENGTH + 10), mode: "fancy" }));
    expect(takeHandedOverTasks(store)).toEqual({ text: "x".repeat(MAX_TEXT_LENGTH), mode: "plain" });
    expect(takeHandedOverTasks(null)).toBeNull();
  });
});
