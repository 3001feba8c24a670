import { randomUUID } from "node:crypto";
import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { saveSubscription } from "@/lib/db/queries/subscriptions";
import { logger } from "@/lib/log";
import { SITE, signIn, withBearer } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { ApiError } from "./api-error";
import { withRoute } from "./route";

const database = openTestDatabase();

const EchoSchema = z.object({ name: z.string({ error: "name must be a string" }) });

/** Routes as a feature would write them; each answers what it was given or throws. */
const echo = withRoute({ auth: "none", body: EchoSchema, maxBodyBytes: 1024 }, ({ body }) => ({ success: true, name: body.name }));
const whoAmI = withRoute({ auth: "user" }, ({ viewer }) => ({ email: viewer.email }));
const proOnly = withRoute({ auth: "pro" }, ({ viewer }) => ({ email: viewer.email }));
const maybe = withRoute({ auth: "optional" }, ({ viewer }) => ({ signedIn: viewer !== null }));
const refuses = withRoute({ auth: "none" }, () => {
  throw new ApiError(429, "tooManySignInsIp", { minutes: 3 }, { "Retry-After": "180" });
});
const crashes = withRoute({ auth: "none" }, () => {
  throw new Error("database exploded: secret detail");
});
const databaseGone = withRoute({ auth: "none" }, () => {
  throw new Error('Failed query: select "id" from "user"', {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
  });
});
const withParams = withRoute<"none", undefined, { id: string }>({ auth: "none" }, ({ params }) => ({ id: params.id }));

async function answer(response: Response) {
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

const post = (body: unknown, headers?: Record<string, string>) => jsonPost(`${SITE}/api/echo`, body, headers);

describe("withRoute", () => {
  it.each([
    ["a valid body", post({ name: "Ada" }), { status: 200, body: { success: true, name: "Ada" } }],
    ["malformed JSON", post("{nope"), { status: 400, body: { success: false, message: "The request body must be valid JSON." } }],
    ["an empty body", post(""), { status: 400, body: { success: false, message: "The request body must be valid JSON." } }],
    ["a wrong type", post({ name: 7 }), { status: 400, body: { success: false, message: "Invalid request: name: name must be a string" } }],
    ["an array", post([1]), { status: 400, body: { success: false, message: expect.stringMatching(/^Invalid request: body: /) } }],
    [
      "a body over the cap",
      post({ name: "x".repeat(2000) }),
      { status: 413, body: { success: false, message: "The request is too large: send at most 1 KB." } },
    ],
    [
      "a form instead of JSON",
      new Request(`${SITE}/api/echo`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "name=Ada" }),
      { status: 415, body: { success: false, message: "Send the request as JSON (Content-Type: application/json)." } },
    ],
    [
      "a NUL character (found by the route fuzzer: the database refused it with a 500)",
      post('{"name":"Ada\\u0000"}'),
      { status: 400, body: { success: false, message: "Invalid request: name: text must not contain NUL characters or unpaired surrogates" } },
    ],
    [
      "half of a surrogate pair, even in a key",
      post('{"name":"Ada","tags":[{"\\udc00":1}]}'),
      { status: 400, body: { success: false, message: "Invalid request: tags.0: text must not contain NUL characters or unpaired surrogates" } },
    ],
    ["an emoji, whose surrogates are paired", post('{"name":"Ada \\ud83e\\udee0"}'), { status: 200, body: { success: true, name: "Ada 🫠" } }],
    [
      "bytes that are not UTF-8",
      new Request(`${SITE}/api/echo`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
      { status: 400, body: { success: false, message: "The request body must be valid JSON." } },
    ],
  ])("answers %s", async (_, request, expected) => {
    expect(await answer(await echo(request))).toEqual({ ...expected, cache: "no-store" });
  });

  it("refuses a body over the cap before reading it all, even without a Content-Length", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(512).fill(0x20));
      },
    });
    const request = new Request(`${SITE}/api/echo`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect((await echo(request)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it("answers an ApiError with its status, message and headers", async () => {
    const response = await refuses(new Request(`${SITE}/api/x`));
    expect(await answer(response)).toEqual({
      status: 429,
      body: { success: false, message: "Too many sign-in attempts from your network. Please wait 3 minutes and try again." },
      cache: "no-store",
    });
    expect(response.headers.get("retry-after")).toBe("180");
  });

  it("logs an unexpected error and answers the generic message, never its detail", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(await answer(await crashes(new Request(`${SITE}/api/x`)))).toEqual({
      status: 500,
      body: { success: false, message: "The server encountered an error. Please try again later." },
      cache: "no-store",
    });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ method: "GET", path: "/api/x" }), "request failed");
  });

  it("logs a secret-bearing address as its route, never as the address itself", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const crashesQuietly = withRoute({ auth: "none", logAs: "/api/live/[token]" }, () => {
      throw new Error("boom");
    });
    expect((await crashesQuietly(new Request(`${SITE}/api/live/s3cretT0ken`))).status).toBe(500);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ path: "/api/live/[token]" }), "request failed");
    expect(JSON.stringify(logged.mock.calls)).not.toContain("s3cretT0ken");
  });

  it("answers 503 with Retry-After and a message a person understands when the database cannot be reached", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const response = await databaseGone(new Request(`${SITE}/api/x`));
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await answer(response)).toEqual({
      status: 503,
      body: { success: false, message: "We can't reach our database right now. Nothing you saved is lost: please try again in a few seconds." },
      cache: "no-store",
    });
  });

  it("hands the handler the route's params", async () => {
    expect(await answer(await withParams(new Request(`${SITE}/api/x/abc`), { params: Promise.resolve({ id: "abc" }) }))).toEqual({
      status: 200,
      body: { id: "abc" },
      cache: "no-store",
    });
  });

  it("answers 400, not a 500 from the database, for a NUL in a path segment or a query value (found by the route fuzzer)", async () => {
    const refused = (where: string) => ({
      status: 400,
      body: { success: false, message: `Invalid request: ${where}: text must not contain NUL characters or unpaired surrogates` },
      cache: "no-store",
    });
    expect(await answer(await withParams(new Request(`${SITE}/api/x/%00`), { params: Promise.resolve({ id: "\u0000" }) }))).toEqual(refused("id"));
    expect(await answer(await maybe(new Request(`${SITE}/api/x?path=a%00b`)))).toEqual(refused("path"));
    expect(await answer(await maybe(new Request(`${SITE}/api/x?%00=1`)))).toEqual(refused("query"));
    expect((await maybe(new Request(`${SITE}/api/x?path=%F0%9F%AB%A0%ED%A0%80`))).status).toBe(200);
  });

  it("checks the session and the plan: 401 for a visitor, 403 for a free account, through for Pro", async () => {
    const signedIn = await signIn(`route-${randomUUID().slice(0, 8)}@example.test`);
    const visitor = new Request(`${SITE}/api/x`);
    const person = () => withBearer(signedIn, `${SITE}/api/x`);
    const signInMessage = { success: false, message: "Authorization error: Please try signing in again." };

    expect(await answer(await whoAmI(visitor))).toEqual({ status: 401, body: signInMessage, cache: "no-store" });
    expect(await answer(await proOnly(visitor))).toEqual({ status: 401, body: signInMessage, cache: "no-store" });
    expect(await answer(await maybe(visitor))).toEqual({ status: 200, body: { signedIn: false }, cache: "no-store" });
    expect(await answer(await whoAmI(person()))).toEqual({ status: 200, body: { email: signedIn.email }, cache: "no-store" });
    expect(await answer(await maybe(person()))).toEqual({ status: 200, body: { signedIn: true }, cache: "no-store" });
    expect(await answer(await proOnly(person()))).toEqual({
      status: 403,
      body: { success: false, message: "Pro subscription required to access wallpaper history." },
      cache: "no-store",
    });

    const { email } = (await (await whoAmI(person())).json()) as { email: string };
    const [row] = await database.current.db.query.user.findMany({ where: (user, { eq }) => eq(user.email, email) });
    await saveSubscription(database.current.db, row!.id, { subscriptionStatus: "trialing" });
    expect(await answer(await proOnly(person()))).toEqual({ status: 200, body: { email: signedIn.email }, cache: "no-store" });
  });
});
