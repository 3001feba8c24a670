/**
 * A Google Tasks source read with an access token that has expired, through the real routes: the token is renewed at
 * Google's token endpoint (the fake, tests/fakes/google-oauth.ts, found through GOOGLE_DISCOVERY_URL as the browser
 * tests' Google is) with the refresh token, the new token is kept, and the read goes on; a refresh Google refuses
 * leaves the last good list in place and says to connect again.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listRoute, POST as connectRoute } from "@/app/api/sources/route";
import { POST as syncRoute } from "@/app/api/sources/[id]/sync/route";
import type { SourceView } from "@/lib/api/sources";
import { resetAuth } from "@/lib/auth/config";
import { account } from "@/lib/db/schema";
import { GOOGLE_TASKS_SCOPE } from "@/lib/sources/google-account";
import { type GoogleOAuthFake, startGoogleOAuthFake } from "@/tests/fakes/google-oauth";
import { type GoogleTasksFake, startGoogleTasksFake } from "@/tests/fakes/google-tasks";
import { SITE, signInPro, withBearer } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { addGoogleAccount } from "@/tests/helpers/google-account";

const database = openTestDatabase();
const CLIENT = { id: "google-client-id.apps.googleusercontent.com", secret: "google-client-secret" };
const HOUR = 3600 * 1000;
const LISTS = [{ id: "work", title: "Work", tasks: [{ title: "Send the report" }, { title: "Book the lunch" }] }];
const TASKS = [
  { text: "Send the report", urgent: false },
  { text: "Book the lunch", urgent: false },
];

let google: GoogleOAuthFake;
let tasks: GoogleTasksFake;

beforeAll(async () => {
  google = await startGoogleOAuthFake(CLIENT);
  tasks = await startGoogleTasksFake();
});
afterAll(async () => {
  await google.close();
  await tasks.close();
});
beforeEach(() => {
  vi.stubEnv("GOOGLE_CLIENT_ID", CLIENT.id);
  vi.stubEnv("GOOGLE_CLIENT_SECRET", CLIENT.secret);
  vi.stubEnv("GOOGLE_DISCOVERY_URL", google.discoveryUrl);
  vi.stubEnv("GOOGLE_TASKS_API_URL", tasks.url);
  resetAuth();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetAuth();
});

/** A Pro member whose Google account allows Tasks, its access token expired an hour ago. */
async function memberWithExpiredToken(label: string) {
  const member = await signInPro(database.current.db, label);
  await addGoogleAccount(database.current.db, member.id, `openid,email,profile,${GOOGLE_TASKS_SCOPE}`, {
    accessToken: `ya29.expired-${label}`,
    accessTokenExpiresAt: new Date(Date.now() - HOUR),
    refreshToken: `1//refresh-${label}`,
  });
  return member;
}

const googleAccountOf = async (userId: string) =>
  (
    await database.current.db
      .select()
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "google")))
  )[0]!;

async function connectWork(member: Awaited<ReturnType<typeof signInPro>>): Promise<SourceView> {
  const body = { kind: "google-tasks", settings: { lists: [{ id: "work", title: "Work" }] }, timeZone: "Europe/Berlin" };
  const response = await connectRoute(
    withBearer(member, `${SITE}/api/sources`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  const answer = (await response.json()) as { source: SourceView };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.source;
}

const sync = async (member: Awaited<ReturnType<typeof signInPro>>, id: string) => {
  const response = await syncRoute(withBearer(member, `${SITE}/api/sources/${id}/sync`, { method: "POST" }), { params: Promise.resolve({ id }) });
  expect(response.status).toBe(200);
  return (await response.json()) as { source: SourceView; tasks: unknown[] };
};

describe("reading Google Tasks with an expired access token", () => {
  it("renews it at Google's token endpoint with the refresh token, keeps the new token, and reads with it", async () => {
    const member = await memberWithExpiredToken("renewed");
    google.grant("1//refresh-renewed", "ya29.renewed-1", `openid email profile ${GOOGLE_TASKS_SCOPE}`);
    tasks.setAccount("ya29.renewed-1", LISTS);
    const asked = google.requests.length;

    const source = await connectWork(member);
    expect(source).toMatchObject({ taskCount: 2, lastError: null });
    expect(google.requests.slice(asked)).toEqual([{ grantType: "refresh_token", refreshToken: "1//refresh-renewed", clientId: CLIENT.id }]);
    expect(tasks.requests.at(-1)).toMatchObject({ path: "/tasks/v1/lists/work/tasks", authorization: "Bearer ya29.renewed-1" });
    const kept = await googleAccountOf(member.id);
    expect(kept.accessToken).toBe("ya29.renewed-1");
    expect(kept.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    expect(kept.refreshToken).toBe("1//refresh-renewed");

    // The renewed token is used while it lasts: "Sync now" reads again without asking Google for another.
    expect((await sync(member, source.id)).tasks).toEqual(TASKS);
    expect(google.requests).toHaveLength(asked + 1);
  });

  it("keeps the last good list when Google refuses the refresh token, and says to connect Google Tasks again", async () => {
    const member = await memberWithExpiredToken("revoked");
    google.grant("1//refresh-revoked", "ya29.revoked-1", GOOGLE_TASKS_SCOPE);
    tasks.setAccount("ya29.revoked-1", LISTS);
    const source = await connectWork(member);
    expect(source.taskCount).toBe(2);

    // An hour later the token has expired again, and the member has taken Wallminder's access away at Google.
    await database.current.db
      .update(account)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(account.userId, member.id));
    google.revoke("1//refresh-revoked");
    const asked = google.requests.length;

    const read = await sync(member, source.id);
    expect(google.requests.slice(asked)).toEqual([{ grantType: "refresh_token", refreshToken: "1//refresh-revoked", clientId: CLIENT.id }]);
    expect(read.tasks).toEqual(TASKS);
    const error = {
      failure: "unauthorized",
      message: "Google no longer accepts this connection: connect Google Tasks again.",
      at: expect.any(String),
    };
    expect(read.source).toMatchObject({ taskCount: 2, lastError: error });
    const listed = (await (await listRoute(withBearer(member, `${SITE}/api/sources`))).json()) as { sources: SourceView[] };
    expect(listed.sources).toEqual([expect.objectContaining({ id: source.id, taskCount: 2, lastError: error })]);
    expect((await googleAccountOf(member.id)).accessToken).toBe("ya29.revoked-1");
  });
});
