import { applyEvent, getBilling } from "@/lib/billing/service";
import { stripeClient } from "@/lib/billing/stripe";
import { providerEventFromStripe, verifyStripeEvent } from "@/lib/billing/webhook";
import { getDb } from "@/lib/db/client";
import { getStripeSettings } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { readBodyText } from "@/lib/http/body";
import { billingCall } from "@/lib/http/billing-errors";
import { withRoute } from "@/lib/http/route";
import { logger } from "@/lib/log";

export const runtime = "nodejs";

const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's signed events. The signature is checked on the raw body (400 when it is missing or
 * wrong); each event id is applied once; an event about a customer we do not know is acknowledged.
 */
export const POST = withRoute({ auth: "none" }, ({ request }) =>
  billingCall(async () => {
    const settings = getStripeSettings();
    const provider = getBilling();
    if (!settings || provider?.name !== "stripe") throw new ApiError(404, "paymentsUnavailable");
    const raw = await readBodyText(request, MAX_EVENT_BYTES);
    const event = await verifyStripeEvent(stripeClient(settings), raw, request.headers.get("stripe-signature"), settings.webhookSecret);
    const outcome = await applyEvent(await getDb(), provider, providerEventFromStripe(event));
    logger.info({ eventId: event.id, type: event.type, outcome }, "stripe event");
    return { received: true, outcome };
  }),
);
