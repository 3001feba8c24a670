import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type GoogleTasksFake, startGoogleTasksFake } from "@/tests/fakes/google-tasks";
import { createGoogleTasksAdapter, dateIn, listGoogleTaskLists } from "./google-tasks";
import { SourceError, type SourceContext } from "./types";

let fake: GoogleTasksFake;
const TOKEN = "ya29.a0-test-access-token";
/** 11:30 UTC on 26 November: already 27 November in Auckland (UTC+13), still the 26th in Los Angeles. */
const NOW = new Date("2026-11-26T11:30:00Z");
const context = (timeZone = "Europe/London", signal: AbortSignal = AbortSignal.timeout(5_000)): SourceContext => ({ now: NOW, timeZone, signal });
const adapter = () => createGoogleTasksAdapter({ apiUrl: fake.url });
const read = (lists = [{ id: "inbox", title: "My Tasks" }], timeZone?: string, token: string | undefined = TOKEN, signal?: AbortSignal) =>
  adapter().read({ lists }, token, context(timeZone, signal));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof SourceError ? error.failure : error),
  );
const texts = (tasks: Array<{ text: string }>) => tasks.map((task) => task.text);

beforeAll(async () => {
  fake = await startGoogleTasksFake();
  fake.setAccount(TOKEN, [
    {
      id: "inbox",
      title: "My Tasks",
      tasks: [
        { title: "Renew passport", due: "2026-11-20" },
        { title: "Buy bread", due: "2026-11-26" },
        { title: "Plan the trip" },
        { title: "Book flights", parent: "Plan the trip" },
        { title: "Pack", due: "2026-11-27" },
        { title: "Reply to Sam", status: "completed", due: "2026-11-26" },
        { title: "Cleared long ago", status: "completed", hidden: true },
        { title: "Gone", deleted: true },
        { title: "" },
        { title: "Choose hotel", parent: "Plan the trip", due: "2026-11-26" },
      ],
    },
    {
      id: "work",
      title: "Work",
      tasks: [
        { title: "Send the invoice", due: "2026-11-26" },
        { title: "Quarterly review", due: "2026-12-10" },
      ],
    },
  ]);
});
afterAll(() => fake.close());
afterEach(() => fake.misbehave(null));

describe("the Google Tasks adapter", () => {
  it("brings in open tasks due today, overdue (urgent) or without a date, in Google's order, subtasks after their parent", async () => {
    expect(await read()).toEqual([
      { text: "Renew passport", urgent: true },
      { text: "Buy bread", urgent: false },
      { text: "Plan the trip", urgent: false },
      { text: "Book flights", urgent: false },
      { text: "Choose hotel", urgent: false },
    ]);
    const asked = fake.requests.at(-1)!;
    expect(asked.path).toBe("/tasks/v1/lists/inbox/tasks");
    expect(asked.authorization).toBe(`Bearer ${TOKEN}`);
    expect(asked.query).toMatchObject({ showCompleted: "false", maxResults: "100" });
    expect(Object.keys(asked.query)).not.toContain("dueMax"); // a due filter might drop the tasks with no date
  });

  it("lets the member's time zone decide which day is today", async () => {
    // In Auckland it is already the 27th: "Pack" is due today and yesterday's tasks are overdue.
    const auckland = await read(undefined, "Pacific/Auckland");
    expect(auckland).toContainEqual({ text: "Pack", urgent: false });
    expect(auckland).toContainEqual({ text: "Buy bread", urgent: true });
    // In Los Angeles it is still the 26th.
    expect(texts(await read(undefined, "America/Los_Angeles"))).not.toContain("Pack");
    expect(dateIn("Pacific/Auckland", NOW)).toBe("2026-11-27");
    expect(dateIn("America/Los_Angeles", NOW)).toBe("2026-11-26");
    expect(await failure(read(undefined, "Mars/Olympus_Mons"))).toBe("invalid");
  });

  it("reads the lists in the order the member picked them", async () => {
    const both = await read([
      { id: "work", title: "Work" },
      { id: "inbox", title: "My Tasks" },
    ]);
    expect(texts(both).slice(0, 2)).toEqual(["Send the invoice", "Renew passport"]);
    expect(texts(both)).not.toContain("Quarterly review");
  });

  it("follows nextPageToken, and keeps the first 100 tasks", async () => {
    const token = "ya29.many-tasks";
    const tasks = Array.from({ length: 250 }, (_, i) => ({ title: `Task ${i + 1}`, ...(i % 2 === 0 && { due: "2026-11-26" }) }));
    fake.setAccount(token, [{ id: "big", title: "Big", tasks }]);
    const before = fake.requests.length;
    const got = await read([{ id: "big", title: "Big" }], undefined, token);
    expect(got).toHaveLength(100);
    expect(texts(got)).toEqual(tasks.slice(0, 100).map((task) => task.title));
    const pages = fake.requests.slice(before);
    expect(pages).toHaveLength(3);
    expect(pages[1]!.query.pageToken).toEqual(expect.any(String));
  });

  it("lists the member's task lists across pages, for them to pick", async () => {
    const token = "ya29.many-lists";
    fake.setAccount(
      token,
      Array.from({ length: 130 }, (_, i) => ({ id: `list-${i}`, title: `List ${i}\nsecond line`, tasks: [] })),
    );
    const lists = await listGoogleTaskLists(token, AbortSignal.timeout(5_000), fake.url);
    expect(lists).toHaveLength(130);
    expect(lists[129]).toEqual({ id: "list-129", title: "List 129 second line" });
    expect(fake.requests.at(-1)!.path).toBe("/tasks/v1/users/@me/lists");
  });

  it("skips a list deleted since it was picked, and says invalid when none is left", async () => {
    expect(
      texts(
        await read([
          { id: "deleted", title: "Old" },
          { id: "work", title: "Work" },
        ]),
      ),
    ).toEqual(["Send the invoice"]);
    expect(await failure(read([{ id: "deleted", title: "Old" }]))).toBe("invalid");
  });

  it("says unauthorized for a token Google refuses (401), one without the Tasks scope (403), and no token", async () => {
    expect(await failure(read(undefined, undefined, "ya29.expired"))).toBe("unauthorized");
    fake.setAccount("ya29.sign-in-only", [], ["openid", "email", "profile"]);
    expect(await failure(read(undefined, undefined, "ya29.sign-in-only"))).toBe("unauthorized");
    expect(await failure(adapter().read({ lists: [{ id: "inbox", title: "My Tasks" }] }, undefined, context()))).toBe("unauthorized");
    await expect(listGoogleTaskLists("ya29.expired", AbortSignal.timeout(5_000), fake.url)).rejects.toMatchObject({ failure: "unauthorized" });
  });

  it.each([500, 503, 429])("says unreachable when Google answers %i", async (status) => {
    fake.misbehave({ kind: "status", status });
    expect(await failure(read())).toBe("unreachable");
  });

  it("says unreachable when Google does not answer in the time allowed", async () => {
    fake.misbehave({ kind: "delay", ms: 2_000 });
    expect(await failure(read(undefined, undefined, TOKEN, AbortSignal.timeout(200)))).toBe("unreachable");
  });

  it.each([
    ["HTML instead of JSON", { kind: "body", body: "<html>Error 502</html>", contentType: "text/html" }],
    ["JSON that is not a page of tasks", { kind: "body", body: JSON.stringify({ items: [{ id: 7, title: ["x"] }] }) }],
    ["an answer far larger than a page", { kind: "huge", bytes: 8 * 1024 * 1024 }],
    ["pages that never end", { kind: "endless-pages" }],
  ] as const)("says invalid for %s", async (_, trouble) => {
    fake.misbehave(trouble);
    expect(await failure(read())).toBe("invalid");
  });

  it("refuses settings with no list before asking Google", async () => {
    const before = fake.requests.length;
    expect(await failure(read([]))).toBe("invalid");
    expect(fake.requests.length).toBe(before);
  });
});
