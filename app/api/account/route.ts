import { deleteAccount } from "@/lib/account/delete";
import { getAuth } from "@/lib/auth/config";
import { BillingUnavailableError } from "@/lib/billing/provider";
import { getBilling } from "@/lib/billing/service";
import { expiredSessionCookies } from "@/lib/auth/cookies";
import { getDb } from "@/lib/db/client";
import { retryLater } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";
import { apiMessages } from "@/lib/i18n/server";
import { logger } from "@/lib/log";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

/** How long to wait before trying again when the payment provider could not end the plan. */
const BILLING_RETRY_AFTER_SECONDS = 60;

/**
 * Ends the plan at the payment provider, deletes the signed-in account and everything it owns, then clears the
 * session cookies. The delete comes first: when it fails, the person is still signed in and can try again. When the
 * provider cannot be reached, nothing is deleted (503).
 */
export const DELETE = withRoute({ auth: "user" }, async ({ request, viewer }) => {
  const removed = await deleteAccount(await getDb(), getImageStore(), getBilling(), viewer.id).catch((error: unknown) => {
    if (!(error instanceof BillingUnavailableError)) throw error;
    logger.warn({ err: error, userId: viewer.id }, "account not deleted: the plan could not be ended at the payment provider");
    throw retryLater(503, "accountBillingUnavailable", BILLING_RETRY_AFTER_SECONDS);
  });
  logger.info({ userId: viewer.id, ...removed }, "account deleted");
  const response = Response.json({ success: true, message: apiMessages(request)("accountDeleted") });
  for (const cookie of await expiredSessionCookies(await getAuth())) response.headers.append("Set-Cookie", cookie);
  return response;
});
