import { describe, expect, it } from "vitest";
import { RenderBusyError, RenderQueue } from "./render-queue";

/** A render that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened.then(() => "png") };
}

describe("RenderQueue", () => {
  it("draws at most `concurrency` at once and lets the others wait their turn, in order", async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaiting: 2, perAccount: 5 });
    const gates = [gate(), gate(), gate(), gate()];
    const finished: number[] = [];
    const runs = gates.map((g, i) => queue.run(`user-${i}`, g.work).then(() => finished.push(i)));
    await Promise.resolve();
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    gates[2]!.open(); // waiting: must not finish before it gets a slot
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(finished).toEqual([]);
    gates[0]!.open();
    gates[1]!.open();
    gates[3]!.open();
    await Promise.all(runs);
    expect(finished.slice(0, 2).sort()).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a render past the waiting line, and takes new ones once it shortens", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 1, perAccount: 5 });
    const first = gate();
    const running = queue.run("a", first.work);
    const waiting = queue.run("b", gate().work);
    await expect(queue.run("c", gate().work)).rejects.toEqual(new RenderBusyError("server"));
    first.open();
    await running;
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    void waiting;
  });

  it("lets one account hold only `perAccount` places, without blocking anyone else", async () => {
    const queue = new RenderQueue({ concurrency: 4, maxWaiting: 4, perAccount: 2 });
    const held = [gate(), gate()];
    const runs = held.map((g) => queue.run("greedy", g.work));
    await expect(queue.run("greedy", gate().work)).rejects.toEqual(new RenderBusyError("account"));
    await expect(queue.run("someone-else", async () => "png")).resolves.toBe("png");
    held.forEach((g) => g.open());
    await Promise.all(runs);
    await expect(queue.run("greedy", async () => "png")).resolves.toBe("png");
  });

  it("frees the place of a render that failed", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 0, perAccount: 1 });
    await expect(queue.run("a", () => Promise.reject(new Error("canvas")))).rejects.toThrow("canvas");
    await expect(queue.run("a", async () => "png")).resolves.toBe("png");
  });
});
