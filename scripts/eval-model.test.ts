import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm } from "../tests/fakes/llm-server";
import { modelTasks, promptFor } from "../lib/tasks/llm";
import { modelFigures, type HeldOutSet } from "./eval-model";
import { batchesOf } from "./task-scores";

const lines = [
  { text: "Gas bill came, pay it by Thursday", lang: "en" as const, tasks: ["Gas bill came, pay it by Thursday"] },
  { text: "Measure the bay window and order the blinds", lang: "en" as const, tasks: ["Measure the bay window and order the blinds"] },
  { text: "Buy milk and call the bank", lang: "en" as const, tasks: ["Buy milk", "Call the bank"] },
];
const paragraphs = [
  {
    text: "The boiler made that noise again so I need to book a service. Also the library books are due Friday, return them.",
    lang: "en" as const,
    tasks: ["Book a boiler service", "Return the library books by Friday"],
  },
];
const sets: HeldOutSet[] = [{ name: "held-out", paragraphs, lines }];

/** A model that answers each text with what a person expects from it. */
const expected = new Map<string, string[]>(
  [...lines, ...paragraphs, ...batchesOf(lines)].map((item) => [item.text, item.tasks.map((task) => (typeof task === "string" ? task : task[0]!))]),
);

describe("the held-out sets read through a configured model (npm run eval:model)", () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());
  const remote = () => modelTasks({ baseUrl: llm.baseUrl, model: "fake-model", timeoutMs: 2_000 });
  const rowOf = (rows: Array<Record<string, string | number>>, reader: string) =>
    rows.find((row) => row.set === "held-out en" && row.reader === reader)!;

  it("scores the model's answers beside the engine's, each text asked once with Sort for Me's prompt", async () => {
    llm.behave({ reply: (_system, user) => expected.get(user)!.join("\n") });
    const before = llm.requests.length;
    const progress: number[] = [];
    const rows = await modelFigures(sets, remote(), { concurrency: 2, onProgress: (read, of) => progress.push(of - read) });
    const asked = llm.requests.slice(before);
    expect(asked.map((request) => request.body.messages[1]!.content).sort()).toEqual([...expected.keys()].sort());
    expect(asked.every((request) => request.body.messages[0]!.content === promptFor("smart"))).toBe(true);
    expect(progress).toEqual([...expected.keys()].map((_, i) => expected.size - 1 - i)); // counts down to none left
    expect(rowOf(rows, "model")).toMatchObject({
      "fell back": 0,
      "paragraph recall": "100.0%",
      "paragraphs exact": "100.0%",
      "one-task lines given as 2+": "0.0%",
      "two-task lines kept whole": "0.0%",
      "tasks missed / batch of 5": "0.00",
    });
    // The engine's row is the engine's own reading of the same texts, not the model's.
    expect(rowOf(rows, "engine")["paragraphs exact"]).not.toBe("100.0%");
  });

  it("counts the texts the model failed on, and scores the engine's answer for them, as the app shows it", async () => {
    llm.behave({ status: 503 });
    const rows = await modelFigures(sets, remote(), { concurrency: 2 });
    const [model, engine] = [rowOf(rows, "model"), rowOf(rows, "engine")];
    expect(model["fell back"]).toBe(lines.length + paragraphs.length);
    const figures = (row: Record<string, string | number>) => Object.entries(row).filter(([column]) => !["reader", "fell back"].includes(column));
    expect(figures(model)).toEqual(figures(engine));
  });
});
