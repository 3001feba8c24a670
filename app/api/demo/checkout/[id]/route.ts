import { DemoCheckoutActionSchema } from "@/lib/api/billing";
import { findDemoCheckout, newDemoEventId, payDemoCheckout } from "@/lib/billing/demo";
import { applyEvent, getBilling } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/** The demo checkout's two buttons: pay (a test subscription, through the same events as Stripe's) or go back. */
export const POST = withRoute<"user", typeof DemoCheckoutActionSchema, { id: string }>(
  { auth: "user", body: DemoCheckoutActionSchema },
  async ({ viewer, body, params }) => {
    const provider = getBilling();
    if (provider?.name !== "demo") throw new ApiError(404, "demoOnly");
    const db = await getDb();
    const checkout = await findDemoCheckout(db, viewer.id, params.id);
    if (!checkout) throw new ApiError(404, "checkoutNotFound");
    if (body.action === "cancel") return { success: true, url: checkout.cancelUrl };
    const subscriptionId = await payDemoCheckout(db, checkout);
    await applyEvent(db, provider, {
      id: newDemoEventId(),
      type: "checkout.session.completed",
      subscriptionId,
      customerId: checkout.customerId,
      userId: viewer.id,
    });
    return { success: true, url: checkout.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(checkout.id)) };
  },
);
