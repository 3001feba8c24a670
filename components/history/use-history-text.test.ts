import { describe, expect, it } from "vitest";
import type { HistoryTask } from "@/lib/api/history";
import { wallpaperTitle } from "./use-history-text";

const task = (text: string): HistoryTask => ({ id: text, text, completed: false, isPriority: false, emoji: null });

describe("wallpaperTitle", () => {
  it("is the first task as drawn on the wallpaper", () => {
    expect(wallpaperTitle({ tasks: [task("Pay rent today"), task("Call the dentist")], text: "Call the dentist\nPay rent today" })).toBe(
      "Pay rent today",
    );
  });

  it("falls back to the first line typed, and is null for a wallpaper with no words", () => {
    expect(wallpaperTitle({ tasks: [task("  ")], text: "\n  Walk 30 minutes \nRead" })).toBe("Walk 30 minutes");
    expect(wallpaperTitle({ tasks: [], text: " \n" })).toBeNull();
  });
});
