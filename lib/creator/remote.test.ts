import { afterEach, describe, expect, it, vi } from "vitest";
import { failureForStatus, processOnServer, ProcessError, readProcessedTasks } from "./remote";

describe("failureForStatus", () => {
  it.each([
    [429, "rateLimited"],
    [401, "unauthorized"],
    [403, "unauthorized"],
    [408, "timeout"],
    [504, "timeout"],
    [500, "server"],
    [502, "server"],
    [400, "other"],
    [413, "other"],
  ])("maps HTTP %i to %s", (status, kind) => expect(failureForStatus(status)).toBe(kind));
});

describe("readProcessedTasks", () => {
  it("reads an array of tasks, the legacy tasks field, a single object or a string", () => {
    expect(readProcessedTasks({ processed: [{ text: "A", isPriority: true, emoji: "📞" }] })).toEqual([{ text: "A", isPriority: true, emoji: "📞" }]);
    expect(readProcessedTasks({ tasks: ["A", "B"] })).toEqual([
      { text: "A", isPriority: false, emoji: null },
      { text: "B", isPriority: false, emoji: null },
    ]);
    expect(readProcessedTasks({ processed: { text: "Only one" } })).toEqual([{ text: "Only one", isPriority: false, emoji: null }]);
    expect(readProcessedTasks({ processed: "A\n\n B " })).toEqual([
      { text: "A", isPriority: false, emoji: null },
      { text: "B", isPriority: false, emoji: null },
    ]);
  });

  it("rejects shapes it cannot read", () => {
    expect(readProcessedTasks(null)).toBeNull();
    expect(readProcessedTasks({ processed: 42 })).toBeNull();
    expect(readProcessedTasks({ processed: [{ nope: 1 }] })).toBeNull();
    expect(readProcessedTasks({ message: "hi" })).toBeNull();
  });
});

describe("processOnServer", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sorts a thrown fetch into a network failure and a bad body into a format failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(processOnServer("x", "smart", "r")).rejects.toEqual(new ProcessError("network"));
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<html>", { status: 200 })));
    await expect(processOnServer("x", "smart", "r")).rejects.toMatchObject({ kind: "format" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 429 })));
    await expect(processOnServer("x", "smart", "r")).rejects.toMatchObject({ kind: "rateLimited" });
  });

  it("gives up after 12 s as a timeout", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))),
    );
    const result = expect(processOnServer("x", "emoji", "r")).rejects.toMatchObject({ kind: "timeout" });
    await vi.advanceTimersByTimeAsync(12_000);
    await result;
    vi.useRealTimers();
  });
});
