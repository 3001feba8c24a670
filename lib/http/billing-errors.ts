/** The payment module's errors as the answers a person sees. */
import { BillingUnavailableError } from "@/lib/billing/provider";
import { CheckoutNotFoundError, UnknownPriceError } from "@/lib/billing/service";
import { BadSignatureError } from "@/lib/billing/webhook";
import { logger } from "@/lib/log";
import { ApiError } from "./api-error";

export function billingApiError(error: unknown): unknown {
  if (error instanceof UnknownPriceError) return new ApiError(400, "unknownPrice");
  if (error instanceof CheckoutNotFoundError) return new ApiError(404, "checkoutNotFound");
  if (error instanceof BadSignatureError) return new ApiError(400, "badSignature");
  if (error instanceof BillingUnavailableError) {
    logger.warn({ err: error }, "payment provider unavailable");
    return new ApiError(503, "paymentsUnavailable");
  }
  return error;
}

/** Runs payment work and rethrows its errors as answers. */
export async function billingCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw billingApiError(error);
  }
}
