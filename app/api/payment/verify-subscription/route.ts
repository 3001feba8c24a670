import { VerifySubscriptionRequestSchema } from "@/lib/api/billing";
import { getBilling, refreshSubscription, subscriptionSummary, verifyCheckout } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { billingCall } from "@/lib/http/billing-errors";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/** The signed-in person's subscription, re-read from the provider (and from a returning checkout, with `sessionId`). */
export const POST = withRoute({ auth: "user", body: VerifySubscriptionRequestSchema }, ({ viewer, body }) =>
  billingCall(async () => {
    const db = await getDb();
    const provider = getBilling();
    const subscription = !provider
      ? await subscriptionSummary(db, viewer.id, null)
      : body.sessionId
        ? await verifyCheckout(db, provider, viewer.id, body.sessionId)
        : await refreshSubscription(db, provider, viewer.id);
    return { success: true, subscription };
  }),
);
