import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { verification } from "@/lib/db/schema";
import { todoistCallbackRoute } from "@/lib/http/todoist-oauth";
import type { ConnectSource } from "@/lib/sources/connect";
import { createTodoistAdapter } from "@/lib/sources/todoist";
import { startTodoistAuthorization } from "@/lib/sources/todoist-oauth";
import { startTodoistFake, type TodoistFake } from "@/tests/fakes/todoist";
import { SITE, signIn, signInPro, type SignedIn, withBearer } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { GET as authorize } from "./authorize/route";
import { GET as realCallback } from "./callback/route";

const database = openTestDatabase();
const CALLBACK = `${SITE}/api/sources/todoist/callback`;

let fake: TodoistFake;
let connected: Array<Parameters<ConnectSource>>;
const callback = todoistCallbackRoute(async (...args) => {
  connected.push(args);
});

beforeAll(async () => {
  fake = await startTodoistFake({ redirectUrl: CALLBACK });
});
afterAll(() => fake.close());
beforeEach(() => {
  connected = [];
  vi.stubEnv("TODOIST_CLIENT_ID", fake.clientId);
  vi.stubEnv("TODOIST_CLIENT_SECRET", fake.clientSecret);
  vi.stubEnv("TODOIST_OAUTH_URL", fake.url);
  vi.stubEnv("TODOIST_API_URL", fake.url);
});
afterEach(() => vi.unstubAllEnvs());

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location"), body: text ? (JSON.parse(text) as unknown) : null };
}

/** The member starts connecting, and Todoist (the fake) approves: where Todoist sends their browser back. */
async function approvedCallback(member: SignedIn, query = ""): Promise<string> {
  const started = await authorize(withBearer(member, `${SITE}/api/sources/todoist/authorize${query}`));
  expect(started.status).toBe(303);
  const atTodoist = await fetch(started.headers.get("location")!, { redirect: "manual" });
  expect(atTodoist.status).toBe(302);
  return atTodoist.headers.get("location")!;
}

/** Back to the account page, which says the link is not valid any more: the person followed it in their browser. */
const INVALID = { status: 303, location: `${SITE}/account?source=todoist&result=invalid`, body: null };

describe("connecting Todoist by OAuth", () => {
  it("sends a Pro member to Todoist's consent page asking to read only, with a state kept only as a hash", async () => {
    const member = await signInPro(database.current.db);
    const response = await authorize(withBearer(member, `${SITE}/api/sources/todoist/authorize`));
    expect(response.status).toBe(303);
    const url = new URL(response.headers.get("location")!);
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth/authorize`);
    expect(url.searchParams.get("client_id")).toBe(fake.clientId);
    expect(url.searchParams.get("scope")).toBe("data:read");
    const state = url.searchParams.get("state")!;
    expect(state).toMatch(/^[\w-]{43}$/);
    const rows = await database.current.db.select().from(verification).where(like(verification.identifier, "todoist-oauth:%"));
    expect(rows.some((row) => JSON.parse(row.value).userId === member.id)).toBe(true);
    expect(rows.every((row) => !row.identifier.includes(state))).toBe(true);
  });

  it("exchanges the code, hands the token to the service with the default filter, and the token reads the member's tasks", async () => {
    const member = await signInPro(database.current.db);
    const back = await approvedCallback(member);
    const token = fake.tokenForCode(new URL(back).searchParams.get("code")!)!;
    fake.setTasks(token, "today | overdue", [{ content: "Pay rent", priority: 4 }]);

    expect(await answer(await callback(withBearer(member, back)))).toEqual({
      status: 303,
      location: `${SITE}/account?source=todoist&result=connected`,
      body: null,
    });
    expect(connected).toEqual([[member.id, "todoist", { filter: "today | overdue" }, token, "UTC"]]);
    const tasks = await createTodoistAdapter().read({ filter: "today | overdue" }, token, {
      now: new Date(),
      timeZone: "Europe/London",
      signal: AbortSignal.timeout(5_000),
    });
    expect(tasks).toEqual([{ text: "Pay rent", urgent: true }]);
  });

  it("refuses a state used once already, and connects nothing the second time", async () => {
    const member = await signInPro(database.current.db);
    const back = await approvedCallback(member);
    expect((await callback(withBearer(member, back))).status).toBe(303);
    expect(await answer(await callback(withBearer(member, back)))).toEqual(INVALID);
    expect(connected).toHaveLength(1);
  });

  it("refuses a forged state, and one made for someone else", async () => {
    const member = await signInPro(database.current.db);
    const other = await signInPro(database.current.db);
    const forged = `${CALLBACK}?code=abc&state=${"A".repeat(43)}`;
    expect(await answer(await callback(withBearer(member, forged)))).toEqual(INVALID);
    // An attacker's own approved callback, sent to a victim: the state was made for the attacker.
    const attackers = await approvedCallback(other);
    expect(await answer(await callback(withBearer(member, attackers)))).toEqual(INVALID);
    expect(connected).toEqual([]);
  });

  it("refuses an expired state", async () => {
    const member = await signInPro(database.current.db);
    const eleventhMinute = new Date(Date.now() - 11 * 60 * 1000);
    const consent = new URL(await startTodoistAuthorization(database.current.db, member.id, "UTC", undefined, eleventhMinute));
    const late = `${CALLBACK}?code=abc&state=${consent.searchParams.get("state")}`;
    expect(await answer(await callback(withBearer(member, late)))).toEqual(INVALID);
    expect(connected).toEqual([]);
  });

  it("sends the member back with 'denied' when they say no at Todoist, and 'failed' when the code is not accepted", async () => {
    const member = await signInPro(database.current.db);
    fake.denyNextAuthorization();
    const denied = await approvedCallback(member);
    expect(new URL(denied).searchParams.get("error")).toBe("access_denied");
    expect((await answer(await callback(withBearer(member, denied)))).location).toBe(`${SITE}/account?source=todoist&result=denied`);

    const back = new URL(await approvedCallback(member));
    back.searchParams.set("code", "not-a-code-todoist-gave");
    expect((await answer(await callback(withBearer(member, back.toString())))).location).toBe(`${SITE}/account?source=todoist&result=failed`);
    expect(connected).toEqual([]);
  });

  it("connects the source in the time zone the member's browser sent when they started, as the runtime spells it", async () => {
    const member = await signInPro(database.current.db);
    const back = await approvedCallback(member, "?timeZone=america%2Fnew_york");
    expect((await callback(withBearer(member, back))).status).toBe(303);
    expect(connected).toEqual([[member.id, "todoist", { filter: "today | overdue" }, expect.any(String), "America/New_York"]]);
  });

  it.each([
    ["a zone the runtime does not know", "?timeZone=Mars%2FOlympus_Mons"],
    ["an empty zone", "?timeZone="],
    ["two zones", "?timeZone=Europe%2FLondon&timeZone=Asia%2FTokyo"],
    ["a NUL byte in the zone", "?timeZone=Europe%2FLon%00don"],
    ["a zone of 10,000 characters", `?timeZone=${"Z".repeat(10_000)}`],
  ])("refuses to start with %s (400), keeping no state", async (_, query) => {
    const member = await signInPro(database.current.db);
    const before = await database.current.db.select().from(verification).where(like(verification.identifier, "todoist-oauth:%"));
    const response = await answer(await authorize(withBearer(member, `${SITE}/api/sources/todoist/authorize${query}`)));
    expect(response.status).toBe(400);
    if (!query.includes("%00")) expect(response.body).toEqual({ success: false, message: "Unknown time zone: send a name such as Europe/London." });
    const after = await database.current.db.select().from(verification).where(like(verification.identifier, "todoist-oauth:%"));
    expect(after.length).toBe(before.length);
  });

  it.each([
    ["no state", "?code=abc"],
    ["an empty state", "?code=abc&state="],
    ["two states", "?code=abc&state=one&state=two"],
    ["a state of 10,000 characters", `?code=abc&state=${"s".repeat(10_000)}`],
    ["a code of 10,000 characters", `?code=${"c".repeat(10_000)}&state=abc`],
    ["neither code nor error", "?state=abc"],
    ["an error of 10,000 characters", `?error=${"e".repeat(10_000)}&state=abc`],
  ])("refuses a callback with %s (back to the account page), connecting nothing", async (_, query) => {
    const member = await signInPro(database.current.db);
    expect(await answer(await callback(withBearer(member, `${CALLBACK}${query}`)))).toEqual(INVALID);
    expect(connected).toEqual([]);
  });

  it("refuses a NUL byte in the query before anything is looked up", async () => {
    const member = await signInPro(database.current.db);
    expect((await callback(withBearer(member, `${CALLBACK}?code=a%00b&state=abc`))).status).toBe(400);
  });

  it("keeps visitors and free members out of both steps", async () => {
    const back = `${CALLBACK}?code=abc&state=abc`;
    expect((await authorize(new Request(`${SITE}/api/sources/todoist/authorize`))).status).toBe(401);
    expect((await callback(new Request(back))).status).toBe(401);
    const free = await signIn(`free-${randomUUID().slice(0, 8)}@example.test`);
    expect((await authorize(withBearer(free, `${SITE}/api/sources/todoist/authorize`))).status).toBe(403);
    expect((await callback(withBearer(free, back))).status).toBe(403);
  });

  it("answers 404 with a clear message when Todoist OAuth is not configured", async () => {
    vi.stubEnv("TODOIST_CLIENT_ID", "");
    const member = await signInPro(database.current.db);
    const off = { status: 404, body: { success: false, message: expect.stringMatching(/paste a personal API token/) } };
    expect(await answer(await authorize(withBearer(member, `${SITE}/api/sources/todoist/authorize`)))).toMatchObject(off);
    expect(await answer(await callback(withBearer(member, `${CALLBACK}?code=abc&state=abc`)))).toMatchObject(off);
  });

  it("the callback route itself checks the state before anything is connected", async () => {
    const member = await signInPro(database.current.db);
    expect(await answer(await realCallback(withBearer(member, `${CALLBACK}?code=abc&state=${"B".repeat(43)}`)))).toEqual(INVALID);
  });
});
