/**
 * A source's time zone changed through PATCH /api/sources/{id} (the account page's control): the member's own source
 * only, a zone the runtime knows (kept as it spells it), and every hostile value refused with a 4xx and nothing changed.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as changeRoute } from "@/app/api/sources/[id]/route";
import { taskSources } from "@/lib/db/schema";
import { SITE, type SignedIn, signIn, signInPro } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { insertSource } from "./store";

const database = openTestDatabase();

/** A calendar feed of the member's, read a minute ago, in London's time zone. */
async function sourceOf(userId: string) {
  return insertSource(database.current.db, {
    id: randomUUID(),
    userId,
    kind: "ical",
    label: "Family calendar",
    settings: { address: "https://calendar.example/family.ics" },
    secret: null,
    timeZone: "Europe/London",
    lastTasks: [{ text: "09:30 Dentist", urgent: false }],
    lastReadAt: new Date(Date.now() - 60_000),
  });
}

const change = (who: SignedIn | null, id: string, body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  changeRoute(
    new Request(`${SITE}/api/sources/${encodeURIComponent(id)}`, {
      method: "PATCH",
      headers: { ...headers, ...(who ? { Authorization: `Bearer ${who.token}` } : {}) },
      body,
    }),
    { params: Promise.resolve({ id }) },
  );

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const rowOf = async (id: string) => (await database.current.db.select().from(taskSources).where(eq(taskSources.id, id)))[0]!;

describe("PATCH /api/sources/{id}", () => {
  it("changes the member's source's time zone, as the runtime spells it, and makes it due for a read", async () => {
    const member = await signInPro(database.current.db);
    const source = await sourceOf(member.id);
    expect(await answer(await change(member, source.id, JSON.stringify({ timeZone: "asia/tokyo" })))).toEqual({
      status: 200,
      body: {
        success: true,
        message: "Time zone saved: Asia/Tokyo.",
        source: expect.objectContaining({ id: source.id, timeZone: "Asia/Tokyo", taskCount: 1 }),
      },
    });
    const row = await rowOf(source.id);
    expect(row).toMatchObject({ timeZone: "Asia/Tokyo", lastReadAt: null, lastTasks: [{ text: "09:30 Dentist", urgent: false }] });
  });

  it("answers someone else's source as not found, and leaves it as it was", async () => {
    const member = await signInPro(database.current.db);
    const other = await signInPro(database.current.db);
    const theirs = await sourceOf(other.id);
    const notFound = { status: 404, body: { success: false, message: "That source is not among yours." } };
    expect(await answer(await change(member, theirs.id, JSON.stringify({ timeZone: "Asia/Tokyo" })))).toEqual(notFound);
    expect(await answer(await change(member, randomUUID(), JSON.stringify({ timeZone: "Asia/Tokyo" })))).toEqual(notFound);
    expect((await rowOf(theirs.id)).timeZone).toBe("Europe/London");
  });

  it.each([
    ["a zone the runtime does not know", { timeZone: "Mars/Olympus_Mons" }, 400, "Unknown time zone: send a name such as Europe/London."],
    ["a NUL byte in the zone", { timeZone: "Europe/Lon\u0000don" }, 400, expect.stringMatching(/timeZone/)],
    ["an offset, not a zone", { timeZone: "+05:30" }, 400, expect.stringMatching(/timeZone/)],
    ["an empty zone", { timeZone: "" }, 400, expect.stringMatching(/timeZone/)],
    ["a number", { timeZone: 3 }, 400, expect.stringMatching(/timeZone/)],
    ["no zone at all", {}, 400, expect.stringMatching(/timeZone/)],
    ["a zone of 65 characters", { timeZone: `Europe/${"A".repeat(58)}` }, 400, expect.stringMatching(/timeZone/)],
    ["a megabyte in the field", { timeZone: "A".repeat(1024 * 1024) }, 413, expect.any(String)],
  ])("refuses %s, and changes nothing", async (_, body, status, message) => {
    const member = await signInPro(database.current.db);
    const source = await sourceOf(member.id);
    expect(await answer(await change(member, source.id, JSON.stringify(body)))).toEqual({ status, body: { success: false, message } });
    expect(await rowOf(source.id)).toMatchObject({ timeZone: "Europe/London", lastReadAt: expect.any(Date) });
  });

  it("refuses a body that is not JSON, a NUL byte in the source's id, visitors and free members", async () => {
    const member = await signInPro(database.current.db);
    const source = await sourceOf(member.id);
    expect((await change(member, source.id, "timeZone=Asia/Tokyo", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await change(member, source.id, "{not json")).status).toBe(400);
    expect((await change(member, `${source.id}\u0000`, JSON.stringify({ timeZone: "Asia/Tokyo" }))).status).toBe(400);
    expect((await change(null, source.id, JSON.stringify({ timeZone: "Asia/Tokyo" }))).status).toBe(401);
    const free = await signIn(`free-${randomUUID().slice(0, 8)}@example.test`);
    expect((await change(free, source.id, JSON.stringify({ timeZone: "Asia/Tokyo" }))).status).toBe(403);
    expect((await rowOf(source.id)).timeZone).toBe("Europe/London");
  });
});
