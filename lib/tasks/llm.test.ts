import { describe, expect, it } from "vitest";
import { modelTasks, promptFor } from "./llm";

const settings = { baseUrl: "http://model.test/v1", model: "test", timeoutMs: 1000 };
/** A model that answers every request with `reply`. */
const replying = (reply: string) => (async () => Response.json({ choices: [{ message: { content: reply } }] })) as typeof fetch;

describe("the model's tasks, for a list pasted twice", () => {
  it("Sort for Me gives each task once and keeps the model's order among equals", async () => {
    const tasks = await modelTasks(settings, replying("Buy milk\nCall the bank today\nBuy milk\nWater the plants\nCall the bank today"))(
      "...",
      "smart",
    );
    expect(tasks.map((task) => task.text)).toEqual(["Call the bank today", "Buy milk", "Water the plants"]);
  });

  it("Add Emoji gives each task once, whichever emoji the model put beside each copy", async () => {
    const tasks = await modelTasks(settings, replying("Call mom 📞\nBuy milk 🥛\nCall mom 📱"))("...", "emoji");
    expect(tasks).toEqual([
      { text: "Call mom", isPriority: false, emoji: "📞" },
      { text: "Buy milk", isPriority: false, emoji: "🥛" },
    ]);
  });
});

describe("the model's prompt", () => {
  it("asks for a line of a list as one task unless it holds two separate actions", () => {
    for (const mode of ["smart", "emoji"] as const) {
      expect(promptFor(mode)).toMatch(/A line of a list is one task unless it holds two separate actions/);
      expect(promptFor(mode)).toMatch(/Keep the original numbering/);
    }
  });
});
