import { describe, expect, it } from "vitest";
import { processWide } from "./process-wide";

describe("processWide", () => {
  it("creates the value once, shares it under its name, and forgets it on reset", () => {
    let made = 0;
    const one = processWide("test.counter", () => ({ n: ++made }));
    const sameName = processWide("test.counter", () => ({ n: -1 }));
    expect(one.get()).toBe(sameName.get());
    expect(made).toBe(1);
    one.reset();
    expect(one.get().n).toBe(2);
  });

  it("forgets a promise that rejected, so the next caller tries again", async () => {
    let attempts = 0;
    const flaky = processWide("test.flaky", () => (++attempts === 1 ? Promise.reject(new Error("down")) : Promise.resolve("up")));
    await expect(flaky.get()).rejects.toThrow("down");
    await Promise.resolve();
    await expect(flaky.get()).resolves.toBe("up");
    expect(attempts).toBe(2);
  });
});
