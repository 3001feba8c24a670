/** Who is Pro: a subscription that is active or trialing, everywhere in the product. */
import type { SubscriptionStatus } from "@/lib/subscription-status";

export type Plan = "free" | "pro";

export function isProStatus(status: SubscriptionStatus | null | undefined): boolean {
  return status === "active" || status === "trialing";
}

/** A plan the provider still takes payments for: Pro, or a renewal it is still trying to collect (past_due). */
export function isChargingStatus(status: SubscriptionStatus | null | undefined): boolean {
  return isProStatus(status) || status === "past_due";
}

export function planFor(status: SubscriptionStatus | null | undefined): Plan {
  return isProStatus(status) ? "pro" : "free";
}
