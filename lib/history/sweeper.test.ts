import { afterEach, describe, expect, it, vi } from "vitest";
import { startOrphanSweeper } from "./sweeper";

afterEach(() => vi.useRealTimers());

describe("the orphan image sweeper's schedule", () => {
  it("sweeps after the first delay, then at every interval, and stops when asked", async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => 0);
    const stop = startOrphanSweeper({ firstAfterMs: 60_000, everyMs: 3_600_000, sweep });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(sweep).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(sweep).toHaveBeenCalledTimes(3);
  });

  it("keeps its schedule when a sweep fails (the store was down)", async () => {
    vi.useFakeTimers();
    const sweep = vi.fn().mockRejectedValueOnce(new Error("store down")).mockResolvedValue(2);
    const stop = startOrphanSweeper({ firstAfterMs: 10, everyMs: 100, sweep });
    await vi.advanceTimersByTimeAsync(210);
    expect(sweep).toHaveBeenCalledTimes(3);
    stop();
  });
});
