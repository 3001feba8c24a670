import { describe, expect, it } from "vitest";
import { taskOfEachCharacter } from "./train-run-on-model";

describe("where the expected tasks fall in a text (the run-on model's labels)", () => {
  it("finds each task after the one before, in the way it is written there, and leaves the rest (a mood, 再) in none", () => {
    const text = "好累先交房租再给猫买猫粮";
    const owner = taskOfEachCharacter(text, [["先交房租", "交房租"], "给猫买猫粮"]);
    expect(owner.map((task) => (task === null ? "-" : String(task))).join("")).toBe("--0000-11111");
  });

  it("leaves a task it cannot find in none, and goes on with the next", () => {
    expect(taskOfEachCharacter("交网费买菜", ["交电费", "买菜"])).toEqual([null, null, null, 1, 1]);
  });
});
