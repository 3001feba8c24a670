import * as z from "zod/mini";
import { portalUrl, requireBilling } from "@/lib/billing/service";
import { getDb } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { billingCall } from "@/lib/http/billing-errors";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/** The provider's billing page, where a subscriber changes plan or cancels. */
export const POST = withRoute({ auth: "user", body: z.object({}) }, ({ viewer }) =>
  billingCall(async () => {
    const url = await portalUrl(await getDb(), requireBilling(), viewer.id, new URL("/subscription", getServerEnv().SITE_URL).toString());
    if (!url) throw new ApiError(404, "noBillingAccount");
    return { success: true, url };
  }),
);
