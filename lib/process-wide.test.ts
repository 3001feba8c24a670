import { describe, expect, it, vi } from "vitest";
import { BillingUnavailableError } from "./billing/provider";
import { processWide } from "./process-wide";
import { ImageStoreUnavailableError } from "./storage/errors";

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

describe("the errors a process-wide value throws", () => {
  it("are recognised by instanceof in every copy of their module, and nothing else is", async () => {
    vi.resetModules(); // the next imports are other copies of the modules, as the bundler makes for each route
    const billing = await import("./billing/provider");
    const storage = await import("./storage/errors");
    expect(billing.BillingUnavailableError).not.toBe(BillingUnavailableError);
    expect(new billing.BillingUnavailableError("down")).toBeInstanceOf(BillingUnavailableError);
    expect(new storage.ImageStoreUnavailableError("down")).toBeInstanceOf(ImageStoreUnavailableError);
    expect(new Error("down")).not.toBeInstanceOf(BillingUnavailableError);
    expect(new storage.ImageStoreUnavailableError("down")).not.toBeInstanceOf(BillingUnavailableError);
    expect({ name: "BillingUnavailableError" }).not.toBeInstanceOf(BillingUnavailableError);
  });
});
