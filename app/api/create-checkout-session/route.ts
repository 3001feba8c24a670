import { CheckoutRequestSchema } from "@/lib/api/billing";
import { requireBilling, startCheckout } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { billingCall } from "@/lib/http/billing-errors";
import { withRoute } from "@/lib/http/route";
import { apiMessages } from "@/lib/i18n/server";

export const runtime = "nodejs";

/** Starts a checkout for one of the two offered prices; the browser then goes to `url`. */
export const POST = withRoute({ auth: "user", body: CheckoutRequestSchema, limit: "checkout" }, ({ request, viewer, body }) =>
  billingCall(async () => {
    const checkout = await startCheckout(await getDb(), requireBilling(), viewer, body.priceId, getServerEnv().SITE_URL);
    return { success: true, sessionId: checkout.id, url: checkout.url ?? "", message: apiMessages(request)("checkoutStarted") };
  }),
);
