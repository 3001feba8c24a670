import { describe, expect, it } from "vitest";
import { endedRenderInput, renewAddress } from "./ended";

describe("the picture a live address shows once Pro has ended", () => {
  it("names the plans page as a person types it, in the reader's language", () => {
    expect(renewAddress("https://wallminder.example/", "en")).toBe("wallminder.example/subscription");
    expect(renewAddress("http://localhost:3000", "zh-CN")).toBe("localhost:3000/zh/subscription");
  });

  it("says Pro has ended and where to renew, in the phone's language, and nothing of the list", () => {
    const english = endedRenderInput(new Request("https://wallminder.example/api/live/x"), "https://wallminder.example", null);
    expect(english).toMatchObject({ width: 1179, height: 2556, mode: "plain" });
    expect(english.tasks.map((task) => task.text)).toEqual([
      "Your Wallminder Pro has ended",
      "Your live wallpaper is paused, so your tasks are not shown here.",
      "Renew at wallminder.example/subscription and they come back.",
    ]);
    const chinese = endedRenderInput(
      new Request("https://wallminder.example/api/live/x", { headers: { "Accept-Language": "zh-CN" } }),
      "https://wallminder.example",
      null,
    );
    expect(chinese.tasks.at(-1)?.text).toContain("wallminder.example/zh/subscription");
    expect(chinese.tasks[0]?.text).toMatch(/到期/);
  });
});
