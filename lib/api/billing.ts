/**
 * The payment calls: request and answer shapes shared by the routes and the subscription screens.
 * - POST /api/create-checkout-session (alias /api/payment/create-checkout-session): { priceId } -> CheckoutStarted
 * - POST /api/payment-verification: { sessionId } -> PaymentVerified
 * - POST /api/payment/verify-subscription: { sessionId? } -> SubscriptionAnswer
 * - POST /api/billing-portal: {} -> PortalOpened
 * - POST /api/demo/checkout/{id}: { action: "pay" | "cancel" } -> { success, url } (demo provider only)
 * - POST /api/demo/billing: { action } -> SubscriptionAnswer (demo provider only)
 */
import * as z from "zod/mini";
import { SUBSCRIPTION_STATUSES } from "@/lib/subscription-status";

export const PLAN_INTERVALS = ["monthly", "annual"] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

const PriceIdSchema = z.string({ error: "priceId must be a string" }).check(z.minLength(1, { error: "priceId is required" }), z.maxLength(200));
const SessionIdSchema = z.string({ error: "sessionId must be a string" }).check(z.minLength(1, { error: "sessionId is required" }), z.maxLength(500));

export const CheckoutRequestSchema = z.object({ priceId: PriceIdSchema });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export const CheckoutStartedSchema = z.object({ success: z.literal(true), sessionId: z.string(), url: z.string(), message: z.string() });

export const PaymentVerificationRequestSchema = z.object({ sessionId: SessionIdSchema });

/** What the screens show of a subscription: the row in the database, never the provider's word alone. */
export const SubscriptionSummarySchema = z.object({
  status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
  isPro: z.boolean(),
  interval: z.nullable(z.enum(PLAN_INTERVALS)),
  /** ISO date: renewal, or the end of a plan that was cancelled at period end. */
  currentPeriodEnd: z.nullable(z.string()),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.nullable(z.enum(["stripe", "demo"])),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

export const PaymentVerifiedSchema = z.object({ success: z.literal(true), message: z.string(), subscription: SubscriptionSummarySchema });

export const VerifySubscriptionRequestSchema = z.object({ sessionId: z.optional(z.nullable(SessionIdSchema)) });
export const SubscriptionAnswerSchema = z.object({ success: z.literal(true), subscription: SubscriptionSummarySchema });

export const PortalOpenedSchema = z.object({ success: z.literal(true), url: z.string() });

export const DemoCheckoutActionSchema = z.object({ action: z.enum(["pay", "cancel"], { error: "action must be pay or cancel" }) });
export const DemoCheckoutDoneSchema = z.object({ success: z.literal(true), url: z.string() });

export const DemoBillingActionSchema = z.object({
  action: z.enum(["cancel_at_period_end", "cancel_now", "resume"], { error: "action must be cancel_at_period_end, cancel_now or resume" }),
});

/** The plans a page offers, with the provider's price id for each (the server knows them; the browser sends one back). */
export interface OfferedPlan {
  interval: PlanInterval;
  priceId: string;
}
