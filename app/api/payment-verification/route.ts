import { PaymentVerificationRequestSchema } from "@/lib/api/billing";
import { requireBilling, verifyCheckout } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { billingCall } from "@/lib/http/billing-errors";
import { withRoute } from "@/lib/http/route";
import { apiMessages } from "@/lib/i18n/server";

export const runtime = "nodejs";

/** A person back from checkout: their session is checked with the provider and its subscription written. */
export const POST = withRoute({ auth: "user", body: PaymentVerificationRequestSchema }, ({ request, viewer, body }) =>
  billingCall(async () => {
    const subscription = await verifyCheckout(await getDb(), requireBilling(), viewer.id, body.sessionId);
    if (!subscription.isPro) throw new ApiError(409, "paymentPending");
    return { success: true, message: apiMessages(request)("paymentVerified"), subscription };
  }),
);
