import { deleteAccount } from "@/lib/account/delete";
import { getAuth } from "@/lib/auth/config";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { apiMessages } from "@/lib/i18n/server";
import { logger } from "@/lib/log";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

/** Deletes the signed-in account and everything it owns, and clears the session cookies. */
export async function DELETE(request: Request) {
  const result = await requireUser(request);
  if ("response" in result) return result.response;
  // Better Auth's own sign-out ends this session and writes the cookie-clearing headers.
  const { headers } = await (await getAuth()).api.signOut({ headers: request.headers, returnHeaders: true });
  const removed = await deleteAccount(await getDb(), getImageStore(), result.viewer.id);
  logger.info({ userId: result.viewer.id, ...removed }, "account deleted");

  const response = Response.json({ success: true, message: apiMessages()("accountDeleted") }, { headers: { "Cache-Control": "no-store" } });
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}
