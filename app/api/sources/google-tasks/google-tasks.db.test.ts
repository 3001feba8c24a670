import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAuth } from "@/lib/auth/config";
import { GOOGLE_TASKS_SCOPE } from "@/lib/sources/google-account";
import { type GoogleTasksFake, startGoogleTasksFake } from "@/tests/fakes/google-tasks";
import { SITE, signIn, signInPro, withBearer, withCookie } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { addGoogleAccount } from "@/tests/helpers/google-account";
import { GET as authorize } from "./authorize/route";
import { GET as lists } from "./lists/route";

const database = openTestDatabase();
let fake: GoogleTasksFake;

beforeAll(async () => {
  fake = await startGoogleTasksFake();
  fake.setAccount("ya29.current-access-token", [
    { id: "inbox", title: "My Tasks", tasks: [] },
    { id: "work", title: "Work", tasks: [] },
  ]);
});
afterAll(() => fake.close());
beforeEach(() => {
  vi.stubEnv("GOOGLE_CLIENT_ID", "google-client-id.apps.googleusercontent.com");
  vi.stubEnv("GOOGLE_CLIENT_SECRET", "google-client-secret");
  vi.stubEnv("GOOGLE_TASKS_API_URL", fake.url);
  resetAuth();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetAuth();
  fake.misbehave(null);
});

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe("GET /api/sources/google-tasks/authorize", () => {
  it("sends a Pro member to Google's consent page for read-only Tasks, coming back to their account", async () => {
    const member = await signInPro(database.current.db);
    const response = await authorize(withCookie(member, `${SITE}/api/sources/google-tasks/authorize`));
    expect(response.status).toBe(303);
    const consent = new URL(response.headers.get("location")!);
    expect(consent.hostname).toBe("accounts.google.com");
    expect(consent.searchParams.get("scope")).toContain(GOOGLE_TASKS_SCOPE);
    expect(consent.searchParams.get("include_granted_scopes")).toBe("true");
  });

  it("keeps visitors and free members out, and says so when Google is not set up", async () => {
    expect((await authorize(new Request(`${SITE}/api/sources/google-tasks/authorize`))).status).toBe(401);
    const free = await signIn(`free-${randomUUID().slice(0, 8)}@example.test`);
    expect((await authorize(withBearer(free, `${SITE}/api/sources/google-tasks/authorize`))).status).toBe(403);
    vi.stubEnv("GOOGLE_CLIENT_ID", "");
    const member = await signInPro(database.current.db);
    expect(await answer(await authorize(withBearer(member, `${SITE}/api/sources/google-tasks/authorize`)))).toEqual({
      status: 404,
      body: { success: false, message: "Google Tasks needs Google sign-in, which is not set up on this site." },
    });
  });
});

describe("GET /api/sources/google-tasks/lists", () => {
  const url = `${SITE}/api/sources/google-tasks/lists`;

  it("gives a connected member their task lists, read with the token of their Google sign-in", async () => {
    const member = await signInPro(database.current.db);
    await addGoogleAccount(database.current.db, member.id, `openid,email,profile,${GOOGLE_TASKS_SCOPE}`);
    expect(await answer(await lists(withBearer(member, url)))).toEqual({
      status: 200,
      body: {
        success: true,
        lists: [
          { id: "inbox", title: "My Tasks" },
          { id: "work", title: "Work" },
        ],
      },
    });
    expect(fake.requests.at(-1)).toMatchObject({ path: "/tasks/v1/users/@me/lists", authorization: "Bearer ya29.current-access-token" });
  });

  it("asks a member who has not allowed Tasks, or has no Google account, to connect again (409)", async () => {
    const connectAgain = {
      status: 409,
      body: { success: false, message: "Google no longer lets Wallminder see your tasks: connect Google Tasks again." },
    };
    const signInOnly = await signInPro(database.current.db);
    await addGoogleAccount(database.current.db, signInOnly.id, "openid,email,profile");
    expect(await answer(await lists(withBearer(signInOnly, url)))).toEqual(connectAgain);
    const emailOnly = await signInPro(database.current.db);
    expect(await answer(await lists(withBearer(emailOnly, url)))).toEqual(connectAgain);
  });

  it("answers 502 when Google Tasks fails, and keeps others out", async () => {
    const member = await signInPro(database.current.db);
    await addGoogleAccount(database.current.db, member.id, GOOGLE_TASKS_SCOPE);
    fake.misbehave({ kind: "status", status: 503 });
    expect(await answer(await lists(withBearer(member, url)))).toEqual({
      status: 502,
      body: { success: false, message: "Google Tasks did not answer. Please try again in a few minutes." },
    });
    expect((await lists(new Request(url))).status).toBe(401);
    const free = await signIn(`free-${randomUUID().slice(0, 8)}@example.test`);
    expect((await lists(withBearer(free, url))).status).toBe(403);
  });
});
