/**
 * The two steps of connecting Todoist by signing in at Todoist, as routes: the start sends the member to Todoist's
 * consent page; the callback checks the state, connects the source through `connect`, and sends the member back to
 * their account with the result (`/account?source=todoist&result=connected|denied|failed|invalid`), which the account
 * page puts into words. A callback with a missing, malformed, forged, expired or used state connects nothing and comes
 * back as `invalid`: the person followed a link in their browser, so they are told on their account, not shown JSON.
 */
import "server-only";
import { TodoistAuthorizeQuerySchema } from "@/lib/api/sources";
import { getDb } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import type { ConnectSource } from "@/lib/sources/connect";
import { canonicalTimeZone } from "@/lib/sources/service";
import {
  finishTodoistAuthorization,
  startTodoistAuthorization,
  TodoistAuthorizationError,
  TodoistOAuthOffError,
  TodoistStateError,
} from "@/lib/sources/todoist-oauth";
import { ApiError } from "./api-error";
import { sourceApiError } from "./source-errors";
import { withRoute } from "./route";

/** A state is 43 characters (32 bytes, base64url); Todoist's codes are short too. Anything far longer is not theirs. */
const MAX_STATE_LENGTH = 128;
const MAX_CODE_LENGTH = 512;
const MAX_ERROR_LENGTH = 64;

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });
const backToAccount = (result: "connected" | "denied" | "failed" | "invalid") =>
  redirect(new URL(`/account?source=todoist&result=${result}`, getServerEnv().SITE_URL).toString());

function translate(error: unknown): never {
  if (error instanceof TodoistOAuthOffError) throw new ApiError(404, "todoist.oauthOff");
  throw error;
}

/** GET /api/sources/todoist/authorize?timeZone=: to Todoist's consent page; an unknown time zone is a 400. */
export const todoistAuthorizeRoute = () =>
  withRoute({ auth: "pro", limit: "todoistAuthorize" }, async ({ request, viewer }) => {
    const timeZone = browserTimeZone(new URL(request.url).searchParams);
    const url = await startTodoistAuthorization(await getDb(), viewer.id, timeZone).catch(translate);
    return redirect(url);
  });

/** The start's `timeZone`, as the runtime names it; UTC when the link carried none. */
function browserTimeZone(params: URLSearchParams): string {
  const values = params.getAll("timeZone");
  const query = TodoistAuthorizeQuerySchema.safeParse(values.length === 1 ? { timeZone: values[0] } : values.length === 0 ? {} : null);
  if (!query.success) throw new ApiError(400, "sources.badTimeZone");
  if (query.data.timeZone === undefined) return "UTC";
  try {
    return canonicalTimeZone(query.data.timeZone);
  } catch (error) {
    throw sourceApiError(error);
  }
}

/** One query value, or null when it is missing, repeated or too long. */
function single(params: URLSearchParams, name: string, maxLength: number): string | null | undefined {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1 || values[0]!.length > maxLength) return null;
  return values[0];
}

/** GET /api/sources/todoist/callback?code=&state= (or ?error=access_denied&state=): where Todoist sends the member back. */
export const todoistCallbackRoute = (connect: ConnectSource) =>
  withRoute({ auth: "pro" }, async ({ request, viewer }) => {
    const params = new URL(request.url).searchParams;
    const state = single(params, "state", MAX_STATE_LENGTH);
    const code = single(params, "code", MAX_CODE_LENGTH);
    const error = single(params, "error", MAX_ERROR_LENGTH);
    if (!state || code === null || error === null || (!code && !error)) return backToAccount("invalid");
    try {
      await finishTodoistAuthorization(await getDb(), { userId: viewer.id, state, code, error }, connect);
    } catch (failure) {
      if (failure instanceof TodoistAuthorizationError) return backToAccount(failure.reason);
      if (failure instanceof TodoistStateError) return backToAccount("invalid");
      translate(failure);
    }
    return backToAccount("connected");
  });
