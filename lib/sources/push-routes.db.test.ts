/**
 * The push address through the real routes: made once and shown once, a Shortcut's or a script's list in text or
 * JSON, hostile bodies refused with the list kept and the refusal shown, replacing the address, the Pro check and its
 * own rate; then the live wallpaper following it: the pushed list drawn, 304 while it is unchanged, the new picture
 * after a push, and the last list kept when a push is refused.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as changeLive, POST as issueLive } from "@/app/api/live/route";
import { GET as fetchLive } from "@/app/api/live/[token]/route";
import { GET as listRoute } from "@/app/api/sources/route";
import { GET as tasksRoute } from "@/app/api/sources/[id]/tasks/route";
import { POST as issuePush } from "@/app/api/sources/push/route";
import { POST as push } from "@/app/api/sources/push/[token]/route";
import type { SourceView } from "@/lib/api/sources";
import { saveSubscription } from "@/lib/db/queries/subscriptions";
import { taskSources } from "@/lib/db/schema";
import { ROUTE_LIMITS } from "@/lib/http/limits";
import { renderWallpaperPng } from "@/lib/wallpaper/server";
import { SITE, type SignedIn, signIn, signInPro } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";

const database = openTestDatabase();
const auth = (who: SignedIn | null): Record<string, string> => (who ? { Authorization: `Bearer ${who.token}` } : {});
const json = (who: SignedIn | null, path: string, method: string, body: unknown) =>
  new Request(`${SITE}${path}`, { method, headers: { ...auth(who), "Content-Type": "application/json" }, body: JSON.stringify(body) });

type Pro = SignedIn & { id: string };

async function makePushAddress(who: SignedIn): Promise<{ token: string; source: SourceView }> {
  const response = await issuePush(json(who, "/api/sources/push", "POST", { timeZone: "Asia/Shanghai" }));
  const body = (await response.json()) as { address: string; source: SourceView; message: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  const token = body.address.split("/").at(-1)!;
  expect(body.address).toBe(`${SITE}/api/sources/push/${token}`);
  return { token, source: body.source };
}

/** What a Shortcut sends: no cookie, the address, a body. */
const send = (token: string, body: BodyInit | null, contentType: string | null = "text/plain", headers: Record<string, string> = {}) =>
  push(
    new Request(`${SITE}/api/sources/push/${token}`, {
      method: "POST",
      headers: { "X-Forwarded-For": "198.51.100.7", ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
      body,
    }),
    { params: Promise.resolve({ token }) },
  );
const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const tasksOfSource = async (who: SignedIn, id: string) =>
  (await (await tasksRoute(new Request(`${SITE}/api/sources/${id}/tasks`, { headers: auth(who) }), { params: Promise.resolve({ id }) })).json()) as {
    tasks: Array<{ text: string }>;
    source: SourceView;
  };
const texts = async (who: SignedIn, id: string) => (await tasksOfSource(who, id)).tasks.map((task) => task.text);

let owner: Pro;
beforeAll(async () => {
  owner = await signInPro(database.current.db, "pusher");
});

describe("the push address", () => {
  it("is made by a Pro member only, shown once in full, and kept only as a hash", async () => {
    const free = await signIn(`free-${randomUUID().slice(0, 8)}@example.test`);
    expect((await issuePush(json(null, "/api/sources/push", "POST", {}))).status).toBe(401);
    expect((await issuePush(json(free, "/api/sources/push", "POST", {}))).status).toBe(403);
    expect((await issuePush(json(owner, "/api/sources/push", "POST", { timeZone: "Nowhere/Atlantis" }))).status).toBe(400);

    const { token, source } = await makePushAddress(owner);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(source).toMatchObject({ kind: "push", pushHint: token.slice(-4), connected: false, timeZone: "Asia/Shanghai", taskCount: null });
    const listed = await (await listRoute(new Request(`${SITE}/api/sources`, { headers: auth(owner) }))).text();
    expect(listed).not.toContain(token);
    const [row] = await database.current.db.select().from(taskSources).where(eq(taskSources.id, source.id));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("takes a list as text, or as the JSON a Shortcut or a script sends", async () => {
    const { token, source } = await makePushAddress(owner);
    expect(await answerOf(await send(token, "Buy milk\nCall mum\n\n- Pay rent\n"))).toEqual({
      status: 200,
      body: { success: true, message: "3 tasks received.", count: 3 },
    });
    expect(await texts(owner, source.id)).toEqual(["Buy milk", "Call mum", "Pay rent"]);

    for (const body of [{ tasks: "Water plants\nGym" }, { tasks: ["Water plants", "Gym"] }, ["Water plants", "Gym"]]) {
      expect((await send(token, JSON.stringify(body), "application/json; charset=utf-8")).status).toBe(200);
      expect(await texts(owner, source.id)).toEqual(["Water plants", "Gym"]);
    }
    expect(await answerOf(await send(token, "", "text/plain"))).toMatchObject({ status: 200, body: { count: 0, message: "The list is empty now." } });
    expect(await texts(owner, source.id)).toEqual([]);
  });

  it("refuses hostile bodies with a 4xx, keeps the list as it was, and says why the last push did not arrive", async () => {
    const { token, source } = await makePushAddress(owner);
    expect((await send(token, "Keep me")).status).toBe(200);
    const megabyte = "x".repeat(1024 * 1024);
    const cases: Array<[BodyInit | null, string | null, number, string]> = [
      ["a\u0000b", "text/plain", 400, "unstorable"],
      [JSON.stringify({ tasks: ["a\u0000b"] }), "application/json", 400, "unstorable"],
      [megabyte, "text/plain", 413, "tooLarge"],
      [new Uint8Array([0x42, 0xff, 0xfe, 0x0a]), "text/plain", 400, "encoding"],
      ["tasks=Buy+milk", "application/x-www-form-urlencoded", 415, "type"],
      [new TextEncoder().encode("Buy milk"), null, 415, "type"],
      ["<tasks/>", "application/xml", 415, "type"],
      ["{", "application/json", 400, "json"],
      [JSON.stringify({ tasks: 42 }), "application/json", 400, "shape"],
      [JSON.stringify({ __proto__: { tasks: ["x"] } }), "application/json", 400, "shape"],
      [Array.from({ length: 101 }, (_, i) => `Task ${i}`).join("\n"), "text/plain", 400, "tooManyLines"],
      ["y".repeat(301), "text/plain", 400, "lineTooLong"],
    ];
    for (const [body, type, status, problem] of cases) {
      const response = await send(token, body, type);
      const answer = (await response.json()) as { success: boolean; message: string };
      expect([response.status, answer.success, typeof answer.message], problem).toEqual([status, false, "string"]);
      const { tasks, source: now } = await tasksOfSource(owner, source.id);
      expect(tasks.map((task) => task.text)).toEqual(["Keep me"]);
      expect(now.lastError, problem).toMatchObject({ failure: "refused", message: problem });
    }
    expect((await send(token, "Back to normal")).status).toBe(200);
    expect((await tasksOfSource(owner, source.id)).source.lastError).toBeNull();
  });

  it("answers any other token 404 after the same work, whatever its body, and keeps nothing", async () => {
    const { token } = await makePushAddress(owner);
    const nearMiss = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const guess of [nearMiss, "x".repeat(43), "", "\u0000", "../../api/live"]) {
      for (const body of ["Buy milk", "x".repeat(1024 * 1024)]) {
        const answer = await answerOf(await send(guess, body));
        expect(answer.status, guess).toBe(guess === "\u0000" ? 400 : 404);
      }
    }
  });

  it("replaced, answers at the new address only and keeps the list pushed so far", async () => {
    const first = await makePushAddress(owner);
    expect((await send(first.token, "Still here")).status).toBe(200);
    const second = await makePushAddress(owner);
    expect(second.source.id).toBe(first.source.id);
    expect((await send(first.token, "Old address")).status).toBe(404);
    expect(await texts(owner, second.source.id)).toEqual(["Still here"]);
    expect((await send(second.token, "New address")).status).toBe(200);
    expect(await texts(owner, second.source.id)).toEqual(["New address"]);
  });

  it("keeps nothing once Pro has ended, and works again on renewal", async () => {
    const member = await signInPro(database.current.db, "lapsed");
    const { token } = await makePushAddress(member);
    await saveSubscription(database.current.db, member.id, { subscriptionStatus: "canceled" });
    expect(await answerOf(await send(token, "Buy milk"))).toMatchObject({ status: 403 });
    await saveSubscription(database.current.db, member.id, { subscriptionStatus: "active" });
    expect((await send(token, "Buy milk")).status).toBe(200);
  });

  it(`takes ${ROUTE_LIMITS.push.points} pushes an hour per address, then 429 with Retry-After`, async () => {
    const member = await signInPro(database.current.db, "busy");
    const { token } = await makePushAddress(member);
    for (let i = 0; i < ROUTE_LIMITS.push.points; i++)
      expect((await send(token, `Task ${i}`, "text/plain", { "X-Forwarded-For": `198.51.100.${i % 200}` })).status).toBe(200);
    const refused = await send(token, "One more", "text/plain", { "X-Forwarded-For": "198.51.100.250" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the live wallpaper following the push address", () => {
  it("draws the pushed list, answers 304 while it is unchanged, the new picture after a push, and the last list after a refused one", async () => {
    const member = await signInPro(database.current.db, "follower");
    const { token: pushToken, source } = await makePushAddress(member);
    expect((await send(pushToken, "Buy milk\nCall mum")).status).toBe(200);
    const issued = (await (await issueLive(new Request(`${SITE}/api/live`, { method: "POST", headers: auth(member) }))).json()) as {
      address: string;
    };
    const liveToken = issued.address.split("/").at(-1)!;
    const follow = await changeLive(json(member, "/api/live", "PATCH", { pinnedSourceId: source.id }));
    expect(await answerOf(follow)).toMatchObject({ status: 200, body: { live: { pinnedSourceId: source.id, pinnedWallpaperId: null } } });

    const phone = (headers: Record<string, string> = {}) =>
      fetchLive(new Request(`${SITE}/api/live/${liveToken}`, { headers: { "X-Forwarded-For": "203.0.113.30", ...headers } }), {
        params: Promise.resolve({ token: liveToken }),
      });
    const first = await phone();
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    const drawn = await renderWallpaperPng({
      tasks: [
        { text: "Buy milk", isPriority: false, emoji: null },
        { text: "Call mum", isPriority: false, emoji: null },
      ],
      width: 1179,
      height: 2556,
      mode: "plain",
      style: {},
    });
    expect(Buffer.from(await first.arrayBuffer())).toEqual(drawn);
    const etag = first.headers.get("etag")!;
    expect((await phone({ "If-None-Match": etag })).status).toBe(304);

    expect((await send(pushToken, "Pay rent")).status).toBe(200);
    const changed = await phone({ "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);

    // A refused push keeps the last list: the phone's picture is unchanged.
    expect((await send(pushToken, "a\u0000b")).status).toBe(400);
    expect((await phone({ "If-None-Match": changed.headers.get("etag")! })).status).toBe(304);

    // Choosing a wallpaper again stops following the source.
    const back = await changeLive(json(member, "/api/live", "PATCH", { pinnedWallpaperId: null }));
    expect(await answerOf(back)).toMatchObject({ status: 200, body: { live: { pinnedSourceId: null } } });
    expect(await answerOf(await phone())).toMatchObject({ status: 404 });
  });
});
