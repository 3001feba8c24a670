/**
 * Connected task sources through the real routes, with a small in-test adapter standing in for Todoist: Pro only,
 * connecting (settings checked, the token sealed and never answered), ownership on every read and write, disconnecting,
 * "Sync now", the interval between reads shared through the database, the time limit, and a failing source keeping
 * its last good list.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as changeLive } from "@/app/api/live/route";
import { GET as listRoute, POST as connectRoute } from "@/app/api/sources/route";
import { DELETE as disconnectRoute } from "@/app/api/sources/[id]/route";
import { POST as syncRoute } from "@/app/api/sources/[id]/sync/route";
import { GET as tasksRoute } from "@/app/api/sources/[id]/tasks/route";
import type { SourceView } from "@/lib/api/sources";
import { liveWallpapers, taskSources } from "@/lib/db/schema";
import { updateLiveSettings } from "@/lib/live/store";
import { SITE, type SignedIn, signIn, signInPro } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { defineSource, SOURCE_DEFINITIONS } from "./adapters";
import { READ_INTERVAL_MS, tasksOf } from "./service";
import { findOwnSource } from "./store";
import { SourceError, type SourceTask } from "./types";

const database = openTestDatabase();
const TOKEN = "fake-todoist-token-a1b2c3d4e5f6";

/** The in-test adapter: answers `list`, or fails as `failure` says, or never answers; counts its reads. */
const fake = {
  reads: 0,
  list: [{ text: "Buy milk", urgent: false }] as SourceTask[],
  failure: null as SourceError | null,
  hang: false,
};
const fakeTodoist = defineSource({
  adapter: {
    kind: "todoist",
    async read(settings: { filter: string }, secret, context) {
      fake.reads += 1;
      if (secret !== TOKEN) throw new SourceError("unauthorized", "Todoist refused the token.");
      if (fake.hang) return new Promise<SourceTask[]>(() => undefined);
      if (fake.failure) throw fake.failure;
      expect(context.signal).toBeInstanceOf(AbortSignal);
      return fake.list;
    },
  },
  settings: z.object({ filter: z.string().check(z.maxLength(200)) }),
  secret: "required",
  defaultLabel: () => "Todoist",
});

beforeAll(() => {
  SOURCE_DEFINITIONS.todoist = fakeTodoist;
});
afterAll(() => {
  delete SOURCE_DEFINITIONS.todoist;
});
beforeEach(() => {
  Object.assign(fake, { reads: 0, list: [{ text: "Buy milk", urgent: false }], failure: null, hang: false });
});

const auth = (who: SignedIn | null): Record<string, string> => (who ? { Authorization: `Bearer ${who.token}` } : {});
const call = (who: SignedIn | null, path: string, init: RequestInit = {}) =>
  new Request(`${SITE}${path}`, { ...init, headers: { ...auth(who), ...(init.headers as Record<string, string>) } });
const post = (who: SignedIn | null, path: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  call(who, path, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const connectBody = (extra: Record<string, unknown> = {}) => ({
  kind: "todoist",
  settings: { filter: "today | overdue" },
  secret: TOKEN,
  timeZone: "Europe/London",
  ...extra,
});

async function connect(who: SignedIn, extra: Record<string, unknown> = {}): Promise<SourceView> {
  const response = await connectRoute(post(who, "/api/sources", connectBody(extra)));
  const body = (await response.json()) as { source: SourceView };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.source;
}
const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

let owner: SignedIn & { id: string };
let other: SignedIn & { id: string };
beforeAll(async () => {
  [owner, other] = await Promise.all([signInPro(database.current.db, "sources"), signInPro(database.current.db, "stranger")]);
});

describe("who may use sources", () => {
  it("is Pro: 401 for a visitor, 403 for a free account, on every route", async () => {
    const free = await signIn(`free-${randomUUID().slice(0, 8)}@example.test`);
    for (const who of [null, free]) {
      const expected = who ? 403 : 401;
      expect((await listRoute(call(who, "/api/sources"))).status).toBe(expected);
      expect((await connectRoute(post(who, "/api/sources", connectBody()))).status).toBe(expected);
      expect((await disconnectRoute(call(who, "/api/sources/x", { method: "DELETE" }), params("x"))).status).toBe(expected);
      expect((await syncRoute(call(who, "/api/sources/x/sync", { method: "POST" }), params("x"))).status).toBe(expected);
      expect((await tasksRoute(call(who, "/api/sources/x/tasks"), params("x"))).status).toBe(expected);
    }
  });
});

describe("connecting a source", () => {
  it("answers 400 'not available' for the push address, which has no adapter: its list arrives at its own address", async () => {
    for (const kind of ["push"]) {
      expect(await answerOf(await connectRoute(post(owner, "/api/sources", connectBody({ kind }))))).toEqual({
        status: 400,
        body: { success: false, message: "This kind of source is not available on this site yet." },
      });
    }
  });

  it("refuses hostile and wrong bodies with a 4xx in the one error shape, and stores nothing", async () => {
    const cases: Array<[unknown, Record<string, string> | undefined, number]> = [
      ["{", undefined, 400],
      ["kind=todoist", { "Content-Type": "application/x-www-form-urlencoded" }, 415],
      [connectBody({ secret: "x".repeat(70_000) }), undefined, 413],
      [connectBody({ secret: "a\u0000b" }), undefined, 400],
      [connectBody({ label: "\uD800" }), undefined, 400],
      [connectBody({ kind: "__proto__" }), undefined, 400],
      [connectBody({ timeZone: "Mars/Olympus_Mons" }), undefined, 400],
      [connectBody({ timeZone: "../../etc" }), undefined, 400],
      [connectBody({ settings: { filter: 42 } }), undefined, 400],
      [connectBody({ settings: "today" }), undefined, 400],
      [connectBody({ secret: undefined }), undefined, 400],
      [connectBody({ secret: "wrong-token" }), undefined, 400],
      [[1, 2, 3], undefined, 400],
    ];
    for (const [body, headers, status] of cases) {
      const response = await connectRoute(post(owner, "/api/sources", body, headers));
      const answer = (await response.json()) as { success: boolean; message: string };
      expect([response.status, answer.success, typeof answer.message], JSON.stringify(body).slice(0, 80)).toEqual([status, false, "string"]);
    }
    const refused = await answerOf(await connectRoute(post(owner, "/api/sources", connectBody({ secret: "wrong-token" }))));
    expect(refused.body.message).toBe("The source refused the token: Todoist refused the token.");
    expect(await database.current.db.select().from(taskSources).where(eq(taskSources.userId, owner.id))).toEqual([]);
  });

  it("reads the source once, keeps its token sealed, and never sends the token back", async () => {
    const source = await connect(owner, { label: "Work" });
    expect(source).toMatchObject({
      kind: "todoist",
      label: "Work",
      settings: { filter: "today | overdue" },
      connected: true,
      timeZone: "Europe/London",
      lastError: null,
      taskCount: 1,
      pushHint: null,
    });
    expect(fake.reads).toBe(1);
    expect(JSON.stringify(source)).not.toContain(TOKEN);
    const [row] = await database.current.db.select().from(taskSources).where(eq(taskSources.id, source.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(TOKEN);

    const answers = [
      await listRoute(call(owner, "/api/sources")),
      await tasksRoute(call(owner, `/api/sources/${source.id}/tasks`), params(source.id)),
      await syncRoute(call(owner, `/api/sources/${source.id}/sync`, { method: "POST" }), params(source.id)),
    ];
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(TOKEN);
    }
  });

  it("keeps a source that is only unreachable for now, with the error to show", async () => {
    fake.failure = new SourceError("unreachable", "Todoist answered 503.");
    const source = await connect(owner);
    expect(source).toMatchObject({ taskCount: null, lastSyncedAt: null, lastError: { failure: "unreachable", message: "Todoist answered 503." } });
  });
});

describe("a member's sources are their own", () => {
  it("lists only the member's own, and answers another member's id as not found on every route", async () => {
    const mine = await connect(owner);
    const theirs = await connect(other);
    const listed = (await (await listRoute(call(owner, "/api/sources"))).json()) as { sources: SourceView[]; available: string[] };
    expect(listed.sources.map((source) => source.id)).toContain(mine.id);
    expect(listed.sources.map((source) => source.id)).not.toContain(theirs.id);
    expect(listed.available).toEqual(["todoist", "google-tasks", "ical", "push"]);

    const notFound = { status: 404, body: { success: false, message: "That source is not among yours." } };
    for (const id of [theirs.id, "no-such-source", "%00", "' OR '1'='1"]) {
      expect(await answerOf(await tasksRoute(call(owner, `/api/sources/x/tasks`), params(id)))).toEqual(id === "%00" ? expect.anything() : notFound);
      expect(await answerOf(await syncRoute(call(owner, `/api/sources/x/sync`, { method: "POST" }), params(id)))).toEqual(
        id === "%00" ? expect.anything() : notFound,
      );
      expect(await answerOf(await disconnectRoute(call(owner, `/api/sources/x`, { method: "DELETE" }), params(id)))).toEqual(
        id === "%00" ? expect.anything() : notFound,
      );
    }
    expect(await findOwnSource(database.current.db, other.id, theirs.id)).not.toBeNull();

    const pin = await changeLive(
      call(owner, "/api/live", {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ pinnedSourceId: theirs.id }),
      }),
    );
    expect(await answerOf(pin)).toEqual(notFound);
  });

  it("disconnecting deletes the row and its sealed token, and a live wallpaper following it stops", async () => {
    const source = await connect(owner);
    await updateLiveSettings(database.current.db, owner.id, { pinnedSourceId: source.id });
    const response = await disconnectRoute(call(owner, `/api/sources/${source.id}`, { method: "DELETE" }), params(source.id));
    expect(await answerOf(response)).toEqual({ status: 200, body: { success: true, message: "Disconnected. Its token is deleted." } });
    expect(await database.current.db.select().from(taskSources).where(eq(taskSources.id, source.id))).toEqual([]);
    const [live] = await database.current.db.select().from(liveWallpapers).where(eq(liveWallpapers.userId, owner.id));
    expect(live!.pinnedSourceId).toBeNull();
    expect((await disconnectRoute(call(owner, `/api/sources/${source.id}`, { method: "DELETE" }), params(source.id))).status).toBe(404);
  });
});

describe("reading a source", () => {
  it("reads at most once per interval, whoever asks, and again once it has passed", async () => {
    const { id } = await connect(owner);
    expect(fake.reads).toBe(1);
    fake.list = [{ text: "Call mum", urgent: true }];
    const db = database.current.db;
    const row = (await findOwnSource(db, owner.id, id))!;
    // Two instances asking at once for a source that is due: one reads, the other serves the last list.
    const later = new Date(row.lastReadAt!.getTime() + READ_INTERVAL_MS);
    const [first, second] = await Promise.all([tasksOf(db, row, { now: later }), tasksOf(db, row, { now: later })]);
    expect(fake.reads).toBe(2);
    expect([first.tasks, second.tasks]).toContainEqual([{ text: "Call mum", urgent: true }]);
    // Within the interval: the kept list, no read.
    const kept = await (await tasksRoute(call(owner, `/api/sources/${id}/tasks`), params(id))).json();
    expect(fake.reads).toBe(2);
    expect(kept).toMatchObject({ tasks: [{ text: "Call mum", urgent: true }] });
    // "Sync now" reads whatever the time.
    fake.list = [{ text: "Pay rent", urgent: false }];
    const synced = await (await syncRoute(call(owner, `/api/sources/${id}/sync`, { method: "POST" }), params(id))).json();
    expect(fake.reads).toBe(3);
    expect(synced).toMatchObject({ tasks: [{ text: "Pay rent", urgent: false }], source: { lastError: null, taskCount: 1 } });
  });

  it("keeps serving the last good list when the source fails, records why, and clears it on the next good read", async () => {
    const { id } = await connect(owner);
    const sync = async () =>
      (await syncRoute(call(owner, `/api/sources/${id}/sync`, { method: "POST" }), params(id))).json() as Promise<{
        tasks: SourceTask[];
        source: SourceView;
      }>;
    fake.failure = new SourceError("unreachable", "Todoist answered 503.");
    const failed = await sync();
    expect(failed.tasks).toEqual([{ text: "Buy milk", urgent: false }]);
    expect(failed.source.lastError).toMatchObject({ failure: "unreachable", message: "Todoist answered 503." });
    // An adapter's own bug counts as unreachable too, and the list stays.
    fake.failure = new TypeError("Cannot read properties of undefined") as unknown as SourceError;
    const broken = await sync();
    expect(broken.tasks).toEqual([{ text: "Buy milk", urgent: false }]);
    expect(broken.source.lastError).toMatchObject({ failure: "unreachable", message: "The source could not be read." });

    const listed = (await (await listRoute(call(owner, "/api/sources"))).json()) as { sources: SourceView[] };
    expect(listed.sources.find((source) => source.id === id)!.lastError).toMatchObject({ failure: "unreachable" });

    fake.failure = null;
    fake.list = [{ text: "Walk the dog", urgent: false }];
    const good = await sync();
    expect(good.tasks).toEqual([{ text: "Walk the dog", urgent: false }]);
    expect(good.source.lastError).toBeNull();
  });

  it("gives up on a read past the time limit and keeps the last list", async () => {
    const { id } = await connect(owner);
    const db = database.current.db;
    fake.hang = true;
    const started = performance.now();
    const answer = await tasksOf(db, (await findOwnSource(db, owner.id, id))!, { force: true, timeLimitMs: 100 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(answer.tasks).toEqual([{ text: "Buy milk", urgent: false }]);
    expect(answer.source.lastError).toMatchObject({ failure: "unreachable", message: "The source did not answer within 0.1 seconds." });
  });

  it("keeps only what a wallpaper can show: one line per task, no control characters, at most 100", async () => {
    fake.list = [
      { text: "  - Buy\u0000 milk\nnow  ", urgent: false },
      { text: "   ", urgent: true },
      ...Array.from({ length: 150 }, (_, i) => ({ text: `Task ${i} ${"x".repeat(400)}`, urgent: false })),
    ];
    const { id } = await connect(owner);
    const { tasks } = (await (await tasksRoute(call(owner, `/api/sources/${id}/tasks`), params(id))).json()) as { tasks: SourceTask[] };
    expect(tasks).toHaveLength(100);
    expect(tasks[0]).toEqual({ text: "Buy milk now", urgent: false });
    expect(Math.max(...tasks.map((task) => task.text.length))).toBe(300);
  });

  it("says a token sealed under another key must be given again, and keeps the list", async () => {
    const { id } = await connect(owner);
    const db = database.current.db;
    const answer = await tasksOf(db, (await findOwnSource(db, owner.id, id))!, { force: true, key: () => Buffer.alloc(32, 7) });
    expect(answer.tasks).toEqual([{ text: "Buy milk", urgent: false }]);
    expect(answer.source.lastError).toMatchObject({ failure: "unauthorized" });
  });
});
