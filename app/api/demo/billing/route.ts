import { DemoBillingActionSchema } from "@/lib/api/billing";
import { changeDemoSubscription, newDemoEventId } from "@/lib/billing/demo";
import { applyEvent, getBilling, subscriptionSummary } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { findSubscription } from "@/lib/db/queries/subscriptions";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/** The demo's billing page: cancel at period end, cancel now, or resume, through the same events as Stripe's portal. */
export const POST = withRoute({ auth: "user", body: DemoBillingActionSchema }, async ({ viewer, body }) => {
  const provider = getBilling();
  if (provider?.name !== "demo") throw new ApiError(404, "demoOnly");
  const db = await getDb();
  const row = await findSubscription(db, viewer.id);
  const changed =
    row?.provider === "demo" && row.subscriptionId ? await changeDemoSubscription(db, viewer.id, row.subscriptionId, body.action) : null;
  if (!changed) throw new ApiError(404, "demoNoSubscription");
  const type = changed.status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated";
  await applyEvent(db, provider, { id: newDemoEventId(), type, subscriptionId: changed.id, customerId: changed.customerId, userId: viewer.id });
  return { success: true, subscription: await subscriptionSummary(db, viewer.id, provider) };
});
