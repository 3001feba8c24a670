/**
 * The states a payment provider reports for a subscription; Pro means active or trialing (lib/billing/plans.ts). Kept
 * below every folder that names them: the database's columns (lib/db), the API's answers (lib/api), the payment
 * providers (lib/billing) and the live address's check (lib/live) all read this one list, and none of them reaches
 * into another for it.
 */
export const SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due", "canceled", "incomplete", "unknown"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
