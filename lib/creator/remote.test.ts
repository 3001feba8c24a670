import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as modelInfoRoute, POST as processTasksRoute } from "@/app/api/process-tasks/route";
import { failureForStatus, processOnServer, ProcessError, serverHasModel } from "./remote";

/** fetch, answered by the real route handler: the client reads exactly what the route sends. */
function fetchFromRoute(url: string, init: RequestInit = {}) {
  const request = new Request(new URL(url, "http://localhost"), init);
  return request.method === "POST" ? processTasksRoute(request) : modelInfoRoute(request);
}

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

describe("processOnServer", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the route's own answer", async () => {
    vi.stubGlobal("fetch", vi.fn(fetchFromRoute));
    await expect(processOnServer("Buy milk\nPay rent today", "smart", "r")).resolves.toEqual([
      { text: "Pay rent today", isPriority: true, emoji: null },
      { text: "Buy milk", isPriority: false, emoji: null },
    ]);
    await expect(serverHasModel()).resolves.toBe(false);
  });

  it("says it could not ask about the model when the request fails, and no model when the server fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(serverHasModel()).resolves.toBeNull();
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 500 })));
    await expect(serverHasModel()).resolves.toBe(false);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json({ model: true })));
    await expect(serverHasModel()).resolves.toBe(true);
  });

  it("treats an answer that is not the route's shape as a format failure", async () => {
    for (const body of [
      { tasks: ["A"] },
      { success: true, processed: "A\nB" },
      { success: true, message: "", details: "", processed: [{ text: 1 }] },
    ]) {
      vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json(body)));
      await expect(processOnServer("x", "smart", "r")).rejects.toEqual(new ProcessError("format"));
    }
  });

  it("sorts a thrown fetch into a network failure and a bad body into a format failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(processOnServer("x", "smart", "r")).rejects.toEqual(new ProcessError("network"));
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<html>", { status: 200 })));
    await expect(processOnServer("x", "smart", "r")).rejects.toMatchObject({ kind: "format" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 429 })));
    await expect(processOnServer("x", "smart", "r")).rejects.toMatchObject({ kind: "rateLimited" });
  });

  it("calls a failed request on a device that knows it is offline an offline failure, not a network error", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(processOnServer("x", "smart", "r")).rejects.toEqual(new ProcessError("offline"));
    vi.stubGlobal("navigator", { onLine: true });
    await expect(processOnServer("x", "smart", "r")).rejects.toEqual(new ProcessError("network"));
  });

  it("gives up after 12 s as a timeout", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      ),
    );
    const result = expect(processOnServer("x", "emoji", "r")).rejects.toMatchObject({ kind: "timeout" });
    await vi.advanceTimersByTimeAsync(12_000);
    await result;
    vi.useRealTimers();
  });
});
