import { afterEach, describe, expect, it, vi } from "vitest";
import { BillingRequestError, goTo, startCheckout, verifyPayment, verifySubscription } from "./client";
import { billingActionProblem, checkoutProblem, paymentProblem, refreshProblem } from "./problems";

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));
const failure = (status: number, message?: string) => new BillingRequestError("http", status, message ?? null);
const summary = {
  status: "active",
  isPro: true,
  interval: "annual",
  currentPeriodEnd: "2027-01-02T00:00:00.000Z",
  cancelAtPeriodEnd: false,
  provider: "demo",
};

describe("the browser's payment calls", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("posts JSON and reads the route's answer with its schema", async () => {
    const fetch = answer(200, { success: true, sessionId: "cs_1", url: "https://pay.example/cs_1", message: "Taking you to checkout." });
    vi.stubGlobal("fetch", fetch);
    await expect(startCheckout("price_annual")).resolves.toEqual({
      success: true,
      sessionId: "cs_1",
      url: "https://pay.example/cs_1",
      message: "Taking you to checkout.",
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/create-checkout-session",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ priceId: "price_annual" }) }),
    );
  });

  it("asks for the subscription with or without the session id it came back with", async () => {
    const fetch = answer(200, { success: true, subscription: summary });
    vi.stubGlobal("fetch", fetch);
    await expect(verifySubscription()).resolves.toEqual(summary);
    expect(fetch.mock.calls[0]![1].body).toBe("{}");
    fetch.mockResolvedValue(Response.json({ success: true, subscription: summary }));
    await verifySubscription("cs_1");
    expect(fetch.mock.calls[1]![1].body).toBe(JSON.stringify({ sessionId: "cs_1" }));
  });

  it("carries the server's message and status on a failure, and sorts the rest by kind", async () => {
    vi.stubGlobal("fetch", answer(404, { success: false, message: "Invalid payment session" }));
    await expect(verifyPayment("cs_x")).rejects.toMatchObject({ kind: "http", status: 404, serverMessage: "Invalid payment session" });
    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>"));
    await expect(verifyPayment("cs_x")).rejects.toMatchObject({ kind: "http", status: 502, serverMessage: null });
    vi.stubGlobal("fetch", answer(200, { success: true }));
    await expect(verifyPayment("cs_x")).rejects.toMatchObject({ kind: "format", status: 200 });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(verifyPayment("cs_x")).rejects.toMatchObject({ kind: "network", status: 0 });
  });

  it("gives up after 10 s as a timeout", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      ),
    );
    const result = expect(verifySubscription()).rejects.toMatchObject({ kind: "timeout" });
    await vi.advanceTimersByTimeAsync(10_000);
    await result;
  });

  it("only ever sends the browser to an http(s) address", () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { href: "http://localhost:3000/subscription", assign } });
    expect(goTo("javascript:alert(1)")).toBe(false);
    expect(goTo("")).toBe(false); // Stripe gave no address: never a reload of this page
    expect(goTo("https://checkout.stripe.com/c/pay/cs_1")).toBe(true);
    expect(goTo("/payment/success?session_id=cs_1")).toBe(true);
    expect(assign.mock.calls.map(([url]) => url)).toEqual([
      "https://checkout.stripe.com/c/pay/cs_1",
      "http://localhost:3000/payment/success?session_id=cs_1",
    ]);
  });
});

describe("which message a failure shows", () => {
  it("at checkout (docs/product.md §9, checkout and upgrade)", () => {
    expect(checkoutProblem(failure(503, "Payment system is currently unavailable. Please try again later."))).toEqual({ key: "unavailable" });
    expect(checkoutProblem(failure(401, "Authorization error"))).toEqual({ key: "signInAgain" });
    expect(checkoutProblem(failure(400, "That plan is not offered."))).toEqual({ key: "couldNotInitiate", detail: "That plan is not offered." });
    expect(checkoutProblem(failure(400))).toEqual({ key: "startFailed" });
    expect(checkoutProblem(failure(403, "This request came from another website and was refused."))).toEqual({
      serverMessage: "This request came from another website and was refused.",
    });
    expect(checkoutProblem(failure(429))).toEqual({ key: "startFailed" });
    expect(checkoutProblem(failure(500, "The server encountered an error."))).toEqual({ key: "systemError" });
    expect(checkoutProblem(failure(502))).toEqual({ key: "systemError" });
    expect(checkoutProblem(new BillingRequestError("format", 200))).toEqual({ key: "systemLoad" });
    expect(checkoutProblem(new BillingRequestError("network"))).toEqual({ key: "unexpected" });
    expect(checkoutProblem(new BillingRequestError("timeout"))).toEqual({ key: "unexpected" });
    expect(checkoutProblem(new Error("boom"))).toEqual({ key: "unexpected" });
  });

  it("on the billing buttons", () => {
    expect(billingActionProblem(failure(503, "x"))).toEqual({ key: "unavailable" });
    expect(billingActionProblem(failure(401))).toEqual({ key: "signInAgain" });
    expect(billingActionProblem(failure(404, "You have no billing account yet: subscribe first."))).toEqual({
      serverMessage: "You have no billing account yet: subscribe first.",
    });
    expect(billingActionProblem(failure(500))).toEqual({ key: "systemError" });
    expect(billingActionProblem(new BillingRequestError("network"))).toEqual({ key: "unexpected" });
  });

  it("on the payment result page (docs/product.md §9, payment result)", () => {
    expect(paymentProblem(failure(401, "Authorization error"))).toEqual({ key: "authentication" });
    expect(paymentProblem(failure(404, "Invalid payment session"))).toEqual({ key: "invalidSession" });
    expect(paymentProblem(failure(409, "Your payment is still being processed."))).toEqual({
      serverMessage: "Your payment is still being processed.",
    });
    expect(paymentProblem(failure(500))).toEqual({ key: "verifyFailed" });
    expect(paymentProblem(new BillingRequestError("network"))).toEqual({ key: "unexpected" });
  });

  it("when the subscription page's background refresh fails (docs/product.md §9, subscription status)", () => {
    expect(refreshProblem(new BillingRequestError("timeout"))).toEqual({ key: "refreshTimedOut" });
    expect(refreshProblem(failure(502))).toEqual({ key: "refreshFailed", status: 502 });
    expect(refreshProblem(failure(401, "Please sign in"))).toEqual({ key: "refreshFailed", status: 401 });
    expect(refreshProblem(new BillingRequestError("network"))).toEqual({ key: "refreshUnreachable" });
    expect(refreshProblem(new BillingRequestError("format", 200))).toEqual({ key: "refreshUnreachable" });
  });
});
