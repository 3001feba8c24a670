/**
 * Which message a payment screen shows for a failed call (docs/product.md §9). A problem is either
 * a key of the screen's `errors` messages, or the server's own words when they are the best
 * explanation (they come from the same catalogue, messages/en.json `api`).
 */
import { BillingRequestError } from "./client";

export type Problem<K extends string> = { key: K; detail?: string } | { serverMessage: string };

const asRequestError = (error: unknown) => (error instanceof BillingRequestError ? error : null);

export type CheckoutProblemKey = "unavailable" | "signInAgain" | "couldNotInitiate" | "startFailed" | "systemError" | "systemLoad" | "unexpected";

/**
 * POST /api/create-checkout-session failed. 503: no payment provider; 401: the session ended; 400:
 * checkout was refused, and the server says why (say, a plan that is not offered); another 5xx:
 * the provider failed; an answer without a checkout page: the payment system could not be loaded.
 */
export function checkoutProblem(error: unknown): Problem<CheckoutProblemKey> {
  const failure = asRequestError(error);
  if (!failure || failure.kind === "network" || failure.kind === "timeout") return { key: "unexpected" };
  if (failure.kind === "format") return { key: "systemLoad" };
  if (failure.status === 503) return { key: "unavailable" };
  if (failure.status === 401) return { key: "signInAgain" };
  if (failure.status >= 500) return { key: "systemError" };
  if (failure.status === 400 && failure.serverMessage) return { key: "couldNotInitiate", detail: failure.serverMessage };
  return failure.serverMessage ? { serverMessage: failure.serverMessage } : { key: "startFailed" };
}

/** The billing portal and the demo pages' buttons: the same rules, without checkout's own wording. */
export function billingActionProblem(error: unknown): Problem<CheckoutProblemKey> {
  const failure = asRequestError(error);
  if (!failure || failure.kind !== "http") return { key: "unexpected" };
  if (failure.status === 503) return { key: "unavailable" };
  if (failure.status === 401) return { key: "signInAgain" };
  if (failure.serverMessage) return { serverMessage: failure.serverMessage };
  return { key: failure.status >= 500 ? "systemError" : "unexpected" };
}

export type PaymentProblemKey = "noSession" | "authentication" | "invalidSession" | "verifyFailed" | "unexpected";

/** POST /api/payment-verification failed, on the payment result page. */
export function paymentProblem(error: unknown): Problem<PaymentProblemKey> {
  const failure = asRequestError(error);
  if (!failure || failure.kind !== "http") return { key: "unexpected" };
  if (failure.status === 401) return { key: "authentication" };
  if (failure.status === 404) return { key: "invalidSession" };
  return failure.serverMessage ? { serverMessage: failure.serverMessage } : { key: "verifyFailed" };
}

export type RefreshProblem = { key: "refreshTimedOut" | "refreshUnreachable" } | { key: "refreshFailed"; status: number };

/**
 * The subscription page's background refresh (the plan re-read from the provider) failed: the page keeps the plan the
 * database had, and says why it could not refresh it: the provider's check took over 10 s, or the server answered
 * with an error status, or there was no usable answer at all.
 */
export function refreshProblem(error: unknown): RefreshProblem {
  const failure = asRequestError(error);
  if (failure?.kind === "timeout") return { key: "refreshTimedOut" };
  if (failure?.kind === "http") return { key: "refreshFailed", status: failure.status };
  return { key: "refreshUnreachable" };
}
