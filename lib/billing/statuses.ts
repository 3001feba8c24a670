/** The states a payment provider reports for a subscription; Pro means active or trialing (./plans.ts). */
export const SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due", "canceled", "incomplete", "unknown"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
