/**
 * Google Tasks through the member's Google sign-in (issue 32). Signing in asks Google only for who the person is; the
 * read-only Tasks scope is asked for when they connect Google Tasks, through Better Auth's linkSocial (incremental
 * authorization: Google adds the scope to what it already granted, `include_granted_scopes`). Better Auth keeps the
 * tokens on the member's Google account row and refreshes the access token when it has expired, so the live wallpaper
 * reads Google Tasks each morning without the member.
 */
import "server-only";
import { GOOGLE_PROVIDER_ID, getAuth } from "@/lib/auth/config";
import { getDb } from "@/lib/db/client";
import { findProviderAccount } from "@/lib/db/queries/accounts";
import { SourceError } from "./types";

/** Read-only access to Google Tasks: the one scope asked for when a member connects it. */
export const GOOGLE_TASKS_SCOPE = "https://www.googleapis.com/auth/tasks.readonly";

/**
 * Google's consent page for reading the signed-in member's tasks (the address to send their browser to). Offline access
 * and a fresh consent are asked for, so that Google gives a refresh token even to a member who signed in before.
 * `headers` are the member's request headers (their session); the callbacks are addresses on this site.
 */
export async function googleTasksConsentUrl(headers: Headers, callbackURL: string, errorCallbackURL: string): Promise<string> {
  const auth = await getAuth();
  const answer = await auth.api.linkSocialAccount({
    headers,
    body: {
      provider: GOOGLE_PROVIDER_ID,
      scopes: [GOOGLE_TASKS_SCOPE],
      callbackURL,
      errorCallbackURL,
      disableRedirect: true,
      additionalParams: { access_type: "offline", prompt: "consent" },
    },
  });
  return answer.url;
}

/** Whether the member's Google account has been allowed to read their tasks. */
export const grantsGoogleTasks = (scope: string | null | undefined): boolean =>
  (scope ?? "").split(/[\s,]+/).some((granted) => granted === GOOGLE_TASKS_SCOPE || granted === "https://www.googleapis.com/auth/tasks");

/**
 * A valid access token for reading the member's Google Tasks, refreshed by Better Auth when it has expired. Throws
 * SourceError "unauthorized" when the member has no Google account here, has not allowed Tasks, or Google no longer
 * accepts the refresh token (revoked at myaccount.google.com): each time, connecting again is the way out.
 */
export async function getGoogleTasksAccessToken(userId: string): Promise<string> {
  const row = await findProviderAccount(await getDb(), userId, GOOGLE_PROVIDER_ID);
  if (!row) throw new SourceError("unauthorized", "Sign in with Google to connect Google Tasks.");
  if (!grantsGoogleTasks(row.scope)) throw new SourceError("unauthorized", "Allow Wallminder to see your Google Tasks: connect it again.");
  const auth = await getAuth();
  try {
    const { accessToken } = await auth.api.getAccessToken({ body: { accountId: row.id, userId } });
    if (!accessToken) throw new Error("no access token");
    return accessToken;
  } catch {
    throw new SourceError("unauthorized", "Google no longer accepts this connection: connect Google Tasks again.");
  }
}
