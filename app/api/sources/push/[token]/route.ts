import { isProStatus } from "@/lib/billing/plans";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { readBodyText } from "@/lib/http/body";
import { countPushAddress, countPushClient } from "@/lib/http/limits";
import { withRoute } from "@/lib/http/route";
import { sourceApiError } from "@/lib/http/source-errors";
import { apiMessages } from "@/lib/i18n/server";
import { MAX_PUSH_BYTES, parsePushedList, PushBodyError, pushFormat } from "@/lib/sources/push";
import { findPushTarget, recordRefusedPush, storePushedList } from "@/lib/sources/push-address";

export const runtime = "nodejs";

/**
 * A member's push address: an iOS Shortcut ("Find Reminders", then "Get Contents of URL", POST) or any script sends
 * the list, as text/plain (one task per line) or JSON, and it becomes the push source's list. No cookie: the token is
 * the key, looked up by its hash after the same work for every token, and never logged. Its own body cap (16 KB) and
 * rate, per client before the lookup and per address after it. A refused body keeps the list as it was, and the
 * account page says why the last push did not arrive.
 */
export const POST = withRoute<"none", undefined, { token: string }>(
  { auth: "none", logAs: "/api/sources/push/[token]" },
  async ({ request, params }) => {
    await countPushClient(request);
    const db = await getDb();
    const target = await findPushTarget(db, params.token);
    if (!target) throw new ApiError(404, "sources.pushNotFound");
    await countPushAddress(target.source.pushTokenHash!);
    if (!isProStatus(target.subscriptionStatus)) throw new ApiError(403, "sources.pushProEnded");
    const id = target.source.id;
    try {
      const format = pushFormat(request.headers.get("content-type"));
      if (!format) throw new PushBodyError("type");
      const tasks = parsePushedList(await readPushBody(request), format);
      await storePushedList(db, id, tasks);
      return { success: true, message: apiMessages(request)("sources.pushAccepted", { count: tasks.length }), count: tasks.length };
    } catch (error) {
      const answer = sourceApiError(error);
      if (answer instanceof ApiError)
        await recordRefusedPush(db, id, error instanceof PushBodyError ? error.problem : answer.status === 413 ? "tooLarge" : "encoding");
      throw answer;
    }
  },
);

/** The body as UTF-8 text within the cap (413 past it, before the rest is read); anything but UTF-8 is refused. */
async function readPushBody(request: Request): Promise<string> {
  try {
    return await readBodyText(request, MAX_PUSH_BYTES);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new ApiError(400, "sources.pushEncoding");
    throw error;
  }
}
