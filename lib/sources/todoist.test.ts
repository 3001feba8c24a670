import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTodoistFake, type TodoistFake } from "@/tests/fakes/todoist";
import { createTodoistAdapter, DEFAULT_TODOIST_FILTER } from "./todoist";
import { SourceError, type SourceContext } from "./types";

let fake: TodoistFake;
const TOKEN = "0123456789abcdef0123456789abcdef01234567";
const context = (signal: AbortSignal = AbortSignal.timeout(5_000)): SourceContext => ({
  now: new Date("2026-11-26T08:00:00Z"),
  timeZone: "Europe/London",
  signal,
});
const read = (filter = DEFAULT_TODOIST_FILTER, token: string | undefined = TOKEN, signal?: AbortSignal) =>
  createTodoistAdapter({ apiUrl: fake.url }).read({ filter }, token, context(signal));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof SourceError ? error.failure : error),
  );

beforeAll(async () => {
  fake = await startTodoistFake();
});
afterAll(() => fake.close());
afterEach(() => fake.misbehave(null));

describe("the Todoist adapter", () => {
  it("brings in what the filter finds, in Todoist's order, with the app's P1 (the API's priority 4) as urgent", async () => {
    fake.setTasks(TOKEN, DEFAULT_TODOIST_FILTER, [
      { content: "Pay rent", priority: 4, due: "2026-11-25" },
      { content: "Call the dentist", priority: 1, due: "2026-11-26" },
      { content: "Water the plants", priority: 2, due: "2026-11-26" },
      { content: "Send the report", priority: 3, due: "2026-11-26" },
    ]);
    expect(await read()).toEqual([
      { text: "Pay rent", urgent: true },
      { text: "Call the dentist", urgent: false },
      { text: "Water the plants", urgent: false },
      { text: "Send the report", urgent: false },
    ]);
    const asked = fake.requests.at(-1)!;
    expect(asked).toMatchObject({ method: "GET", path: "/api/v1/tasks/filter", authorization: `Bearer ${TOKEN}` });
    expect(asked.query).toMatchObject({ query: "today | overdue", limit: "200" });
  });

  it("asks with the member's own filter", async () => {
    fake.setTasks(TOKEN, "#Work & today", [{ content: "Stand-up notes" }]);
    expect(await read("#Work & today")).toEqual([{ text: "Stand-up notes", urgent: false }]);
  });

  it("follows next_cursor across pages and keeps the first 100 in order", async () => {
    const many = Array.from({ length: 450 }, (_, i) => ({ content: `Task ${i + 1}`, priority: (i % 7 === 0 ? 4 : 1) as 1 | 4 }));
    fake.setTasks(TOKEN, "all", many);
    const before = fake.requests.length;
    const tasks = await read("all");
    expect(tasks).toHaveLength(100);
    expect(tasks.map((task) => task.text)).toEqual(many.slice(0, 100).map((task) => task.content));
    expect(tasks[7]).toEqual({ text: "Task 8", urgent: true });
    expect(fake.requests.length - before).toBe(1); // 100 fit in the first page of 200
    // A first page of 200 with only 30 open tasks in it: the rest come from the page next_cursor points to.
    fake.setTasks(TOKEN, "two pages", [...many.slice(0, 170).map(() => ({ content: "Done", checked: true })), ...many.slice(0, 200)]);
    const fromTwoPages = await read("two pages");
    expect(fromTwoPages.map((task) => task.text)).toEqual(many.slice(0, 100).map((task) => task.content));
    const cursors = fake.requests.slice(-2).map((request) => request.query.cursor);
    expect(cursors[0]).toBeUndefined();
    expect(cursors[1]).toEqual(expect.any(String));
  });

  it("puts every task on one plain line", async () => {
    fake.setTasks(TOKEN, "lines", [
      { content: "Buy  milk\nand eggs\r\n\ttoday" },
      { content: "Read [the brief](https://example.com/brief) before 10" },
      { content: "   " },
      { content: "Write ".concat("very ".repeat(80), "long") },
    ]);
    const tasks = await read("lines");
    expect(tasks.map((task) => task.text)).toEqual([
      "Buy milk and eggs today",
      "Read the brief before 10",
      expect.stringMatching(/^Write very .*…$/),
    ]);
    expect(tasks[2]!.text.length).toBeLessThanOrEqual(200);
  });

  it("says unauthorized for a token Todoist refuses (401), and for no token at all", async () => {
    expect(await failure(read(DEFAULT_TODOIST_FILTER, "revoked-token"))).toBe("unauthorized");
    const adapter = createTodoistAdapter({ apiUrl: fake.url });
    expect(await failure(adapter.read({ filter: DEFAULT_TODOIST_FILTER }, undefined, context()))).toBe("unauthorized");
  });

  it("says invalid for a filter Todoist does not accept (400), or one that is empty or several lines", async () => {
    expect(await failure(read("today & (("))).toBe("invalid");
    expect(await failure(read("  "))).toBe("invalid");
    expect(await failure(read("today\n#Work"))).toBe("invalid");
  });

  it.each([500, 502, 503, 429])("says unreachable when Todoist answers %i", async (status) => {
    fake.misbehave({ kind: "status", status });
    expect(await failure(read())).toBe("unreachable");
  });

  it("says unreachable when Todoist does not answer in the time allowed", async () => {
    fake.misbehave({ kind: "delay", ms: 2_000 });
    const started = Date.now();
    expect(await failure(read(DEFAULT_TODOIST_FILTER, TOKEN, AbortSignal.timeout(200)))).toBe("unreachable");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("says unreachable when nothing listens at Todoist's address", async () => {
    const gone = await startTodoistFake();
    const url = gone.url;
    await gone.close();
    expect(await failure(createTodoistAdapter({ apiUrl: url }).read({ filter: "today" }, TOKEN, context()))).toBe("unreachable");
  });

  it.each([
    ["HTML instead of JSON", { kind: "body", body: "<html>Maintenance</html>", contentType: "text/html" }],
    ["JSON that is not a page of tasks", { kind: "body", body: JSON.stringify({ results: [{ id: 1, content: null }], next_cursor: null }) }],
    ["a null body", { kind: "body", body: "null" }],
    ["an answer far larger than a page", { kind: "huge", bytes: 8 * 1024 * 1024 }],
    ["a cursor that never ends", { kind: "endless-cursor" }],
  ] as const)("says invalid for %s", async (_, trouble) => {
    fake.misbehave(trouble);
    expect(await failure(read())).toBe("invalid");
  });
});
