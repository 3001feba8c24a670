/**
 * For a test file's lifetime: the local Stripe fake (tests/fakes/stripe-server.ts), its webhooks delivered to the
 * app's real webhook route, and the app's settings pointing at it, so the billing provider is Stripe through the real
 * SDK. Read `stripe.fake` inside tests (it is set before the first one runs).
 */
import { afterAll, beforeAll, vi } from "vitest";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { resetBilling } from "@/lib/billing/service";
import { type StripeFake, startStripeFake } from "@/tests/fakes/stripe-server";
import { serveRoute } from "./route-server";

export const STRIPE_TEST_PRICES: Readonly<Record<"monthly" | "annual", string>> = { monthly: "price_monthly_test", annual: "price_annual_test" };

export function withStripeFake(webhookSecret: string): { fake: StripeFake } {
  const stripe = {} as { fake: StripeFake };
  let receiver: Awaited<ReturnType<typeof serveRoute>>;
  beforeAll(async () => {
    receiver = await serveRoute((request) => webhook(request));
    stripe.fake = await startStripeFake({ webhookSecret, webhookUrl: receiver.url });
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_wallminder");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", webhookSecret);
    vi.stubEnv("STRIPE_PRICE_MONTHLY", STRIPE_TEST_PRICES.monthly);
    vi.stubEnv("STRIPE_PRICE_ANNUAL", STRIPE_TEST_PRICES.annual);
    vi.stubEnv("STRIPE_API_URL", stripe.fake.url);
    resetBilling();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetBilling();
    await stripe.fake.close();
    await receiver.close();
  });
  return stripe;
}
