import { describe, expect, it } from "vitest";
import type { HistoryTask } from "@/lib/api/history";
import { withCheck } from "./use-task-checks";

const task = (id: string, completed: boolean): HistoryTask => ({ id, text: `Task ${id}`, completed, isPriority: false, emoji: null });

describe("withCheck", () => {
  it("sets the one task as the person left its box and keeps the others", () => {
    const tasks = [task("a", false), task("b", true)];
    expect(withCheck(tasks, "a", true)).toEqual([task("a", true), task("b", true)]);
    expect(withCheck(tasks, "b", false)).toEqual([task("a", false), task("b", false)]);
  });

  it("gives the same tasks however often, and in whatever order, the ticks are applied", () => {
    // State update functions can run twice (React's Strict Mode does it): a flip would undo the tick the second time.
    const tasks = [task("a", false), task("b", false)];
    const once = withCheck(withCheck(tasks, "a", true), "b", true);
    expect(withCheck(withCheck(once, "a", true), "b", true)).toEqual(once);
    expect(withCheck(withCheck(tasks, "b", true), "a", true)).toEqual(once);
  });

  it("leaves a task already in that state as it is", () => {
    const tasks = [task("a", true)];
    expect(withCheck(tasks, "a", true)[0]).toBe(tasks[0]);
  });
});
