import { deleteAccount } from "@/lib/account/delete";
import { getAuth } from "@/lib/auth/config";
import { expiredSessionCookies } from "@/lib/auth/cookies";
import { getDb } from "@/lib/db/client";
import { withRoute } from "@/lib/http/route";
import { apiMessages } from "@/lib/i18n/server";
import { logger } from "@/lib/log";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

/**
 * Deletes the signed-in account and everything it owns, then clears the session cookies. The
 * delete comes first: when it fails, the person is still signed in and can try again.
 */
export const DELETE = withRoute({ auth: "user" }, async ({ request, viewer }) => {
  const removed = await deleteAccount(await getDb(), getImageStore(), viewer.id);
  logger.info({ userId: viewer.id, ...removed }, "account deleted");
  const response = Response.json({ success: true, message: apiMessages(request)("accountDeleted") });
  for (const cookie of await expiredSessionCookies(await getAuth())) response.headers.append("Set-Cookie", cookie);
  return response;
});
