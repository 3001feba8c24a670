/** Who is Pro: a subscription that is active or trialing, everywhere in the product. */
import type { SubscriptionStatus } from "./statuses";

export type Plan = "free" | "pro";

export function isProStatus(status: SubscriptionStatus | null | undefined): boolean {
  return status === "active" || status === "trialing";
}

export function planFor(status: SubscriptionStatus | null | undefined): Plan {
  return isProStatus(status) ? "pro" : "free";
}
