/**
 * Connecting Google Tasks, as routes: the start asks Google (through Better Auth) for read-only access to the member's
 * tasks and sends them to Google's consent page; the lists route gives the member's task lists for them to pick from.
 * Keeping the picked lists as a source is the source service's connect route.
 */
import "server-only";
import { getGoogleSettings, getServerEnv } from "@/lib/env";
import { getGoogleTasksAccessToken, googleTasksConsentUrl } from "@/lib/sources/google-account";
import { listGoogleTaskLists } from "@/lib/sources/google-tasks";
import { SourceError } from "@/lib/sources/types";
import { ApiError } from "./api-error";
import { withRoute } from "./route";

const LISTS_TIMEOUT_MS = 10_000;

const toAccount = (result: "connected" | "failed") => new URL(`/account?source=google-tasks&result=${result}`, getServerEnv().SITE_URL).toString();

/** GET /api/sources/google-tasks/authorize: to Google's consent page for the read-only Tasks scope. */
export const googleTasksAuthorizeRoute = () =>
  withRoute({ auth: "pro", limit: "googleTasksAuthorize" }, async ({ request }) => {
    if (!getGoogleSettings()) throw new ApiError(404, "googleTasks.off");
    const url = await googleTasksConsentUrl(request.headers, toAccount("connected"), toAccount("failed"));
    return new Response(null, { status: 303, headers: { Location: url } });
  });

/** GET /api/sources/google-tasks/lists: `{ success, lists: [{ id, title }] }`, the member's task lists in Google's order. */
export const googleTaskListsRoute = () =>
  withRoute({ auth: "pro" }, async ({ viewer }) => {
    if (!getGoogleSettings()) throw new ApiError(404, "googleTasks.off");
    try {
      const accessToken = await getGoogleTasksAccessToken(viewer.id);
      return { success: true, lists: await listGoogleTaskLists(accessToken, AbortSignal.timeout(LISTS_TIMEOUT_MS)) };
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      if (error.failure === "unauthorized") throw new ApiError(409, "googleTasks.connectAgain");
      throw new ApiError(502, "googleTasks.unreachable");
    }
  });
