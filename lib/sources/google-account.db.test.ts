import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetAuth } from "@/lib/auth/config";
import { SITE, signIn, userIdOf, withCookie } from "@/tests/helpers/auth";
import { addGoogleAccount } from "@/tests/helpers/google-account";
import { openTestDatabase } from "@/tests/helpers/database";
import { GOOGLE_TASKS_SCOPE, getGoogleTasksAccessToken, googleTasksConsentUrl } from "./google-account";
import { SourceError } from "./types";

const database = openTestDatabase();
const HOUR = 3600 * 1000;

async function memberWithGoogle(scope: string | null, values: Parameters<typeof addGoogleAccount>[3] = {}) {
  const signedIn = await signIn(`google-${randomUUID().slice(0, 8)}@example.test`);
  const userId = await userIdOf(signedIn);
  if (scope !== null) await addGoogleAccount(database.current.db, userId, scope, values);
  return { signedIn, userId };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof SourceError ? error.failure : error),
  );

describe("Google Tasks through the member's Google sign-in", () => {
  beforeAll(() => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "google-client-id.apps.googleusercontent.com");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "google-client-secret");
    resetAuth();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetAuth();
  });

  it("asks Google for read-only Tasks only when the member connects, on top of what sign-in granted, with offline access", async () => {
    const { signedIn } = await memberWithGoogle("openid,email,profile");
    const address = await googleTasksConsentUrl(
      withCookie(signedIn, `${SITE}/account`).headers,
      "/account?source=google-tasks",
      "/account?source=google-tasks&result=failed",
    );
    const url = new URL(address);
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("scope")!.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile", GOOGLE_TASKS_SCOPE]));
    expect(url.searchParams.get("scope")).not.toMatch(/auth\/tasks(\s|$)/); // never the read-write scope
    expect(url.searchParams.get("include_granted_scopes")).toBe("true");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("prompt")).toBe("consent");
    expect(url.searchParams.get("state")).toEqual(expect.any(String));
    expect(url.searchParams.get("redirect_uri")).toBe(`${SITE}/api/auth/callback/google`);
  });

  it("refuses to start for a visitor with no session", async () => {
    await expect(googleTasksConsentUrl(new Headers(), "/account", "/account")).rejects.toThrow();
  });

  it("hands out the stored access token while it is valid", async () => {
    const { userId } = await memberWithGoogle(`openid,email,profile,${GOOGLE_TASKS_SCOPE}`);
    expect(await getGoogleTasksAccessToken(userId)).toBe("ya29.current-access-token");
  });

  it("says unauthorized for a member with no Google account, one who never allowed Tasks, and one whose refresh fails", async () => {
    expect(await failureOf(getGoogleTasksAccessToken((await memberWithGoogle(null)).userId))).toBe("unauthorized");
    expect(await failureOf(getGoogleTasksAccessToken((await memberWithGoogle("openid,email,profile")).userId))).toBe("unauthorized");
    // Expired, and no refresh token to renew it with: Better Auth cannot give a valid one.
    const expired = await memberWithGoogle(GOOGLE_TASKS_SCOPE, {
      accessToken: null,
      accessTokenExpiresAt: new Date(Date.now() - HOUR),
      refreshToken: null,
    });
    expect(await failureOf(getGoogleTasksAccessToken(expired.userId))).toBe("unauthorized");
  });
});
