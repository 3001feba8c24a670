import { afterEach, describe, expect, it } from "vitest";
import { EARLY_REFUSALS, earlyRefusal, MAX_EARLY_REFUSALS } from "@/scripts/early-refusals.mjs";
import { refuseEarly } from "./early-refusals";

const table = () => (globalThis as unknown as Record<symbol, Map<string, { until: number; body: string }> | undefined>)[EARLY_REFUSALS];
afterEach(() => table()?.clear());

describe("refusals answered before Next", () => {
  it("are what the server finds for that client's live wallpaper requests, until the window ends", () => {
    refuseEarly("/api/live/abc", "203.0.113.66", 120, '{"success":false,"message":"Too many"}');
    const now = Date.now();
    expect(earlyRefusal(table(), "/api/live/anything-else?w=1080", "203.0.113.66", now)).toEqual({
      status: 429,
      retryAfter: 120,
      body: '{"success":false,"message":"Too many"}',
    });
    // Another client, another route: answered by the app as usual.
    expect(earlyRefusal(table(), "/api/live/abc", "203.0.113.67", now)).toBeNull();
    expect(earlyRefusal(table(), "/api/me", "203.0.113.66", now)).toBeNull();
    // Past the window: forgotten.
    expect(earlyRefusal(table(), "/api/live/abc", "203.0.113.66", now + 121_000)).toBeNull();
    expect(table()!.size).toBe(0);
  });

  it("remember a bounded number of clients, the oldest forgotten first", () => {
    for (let i = 0; i <= MAX_EARLY_REFUSALS; i++) refuseEarly("/api/live/x", `10.0.${i >> 8}.${i & 255}`, 60, "{}");
    expect(table()!.size).toBe(MAX_EARLY_REFUSALS);
    expect(earlyRefusal(table(), "/api/live/x", "10.0.0.0")).toBeNull();
    expect(earlyRefusal(table(), "/api/live/x", "10.0.0.1")).not.toBeNull();
  });

  it("are only ever for the live wallpaper and push addresses, each apart", () => {
    refuseEarly("/api/me", "203.0.113.66", 60, "{}");
    expect(table()?.size ?? 0).toBe(0);
    refuseEarly("/api/sources/push/abc", "203.0.113.66", 60, "{}");
    expect(earlyRefusal(table(), "/api/sources/push/other", "203.0.113.66")).not.toBeNull();
    expect(earlyRefusal(table(), "/api/live/abc", "203.0.113.66")).toBeNull();
  });
});
