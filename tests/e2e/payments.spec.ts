/**
 * Pro through the screens, on the demo provider (no Stripe keys): the plan picker, the test
 * checkout, the payment result, the test billing page and the upgrade button, against the real
 * routes and database.
 */
import { PHONE, expect, test, type Page } from "../helpers/test";
import { expectNoSeriousViolations } from "../helpers/a11y";
import { becomeProByDemoCheckout, emailFor, signInByEmail } from "../helpers/e2e-account";

// Each test walks several pages, signs in and pays: three times the usual time on a busy machine.
test.slow();

const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for / });
/** The header's Pro badge: beside the avatar, and ", Pro" in the menu button's name. */
async function expectProBadge(page: Page, pro: boolean) {
  if (pro) await expect(accountMenu(page)).toHaveAccessibleName(/, Pro$/);
  else await expect(accountMenu(page)).not.toHaveAccessibleName(/, Pro$/);
  await expect(page.getByRole("banner").getByTestId("pro-badge")).toHaveCount(pro ? 1 : 0);
}
const fuelButton = (page: Page) => page.getByRole("button", { name: "Fuel My Weight Loss Journey" });
const mainAlert = (page: Page) => page.getByRole("main").getByRole("alert");
const planRadio = (page: Page, name: "Monthly" | "Annual") => page.getByRole("radio", { name });
const statusSaying = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

const signIn = (page: Page, label: string) => signInByEmail(page, emailFor(label));

/** From the plan picker to the test checkout page; returns the checkout's id. */
async function openTestCheckout(page: Page, plan: "Monthly" | "Annual"): Promise<string> {
  await page.goto("/subscription");
  await page.getByRole("main").getByText(plan, { exact: true }).click();
  await expect(planRadio(page, plan)).toBeChecked();
  await fuelButton(page).click();
  await page.waitForURL("**/demo/checkout/**");
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** The whole demo path, for tests about what comes after it; returns the checkout session id. */
async function subscribe(page: Page, plan: "Monthly" | "Annual"): Promise<string> {
  const id = await openTestCheckout(page, plan);
  await page.getByRole("button", { name: "Subscribe (test)" }).click();
  // The result page verifies the payment before it shows: give a busy machine time.
  await expect(page.getByRole("heading", { name: "Test Payment Successful!" })).toBeVisible({ timeout: 15_000 });
  return id;
}

/**
 * The header's first account check answers "free", as it would when the payment provider's word
 * has not reached the database yet: whatever shows Pro afterwards came from the page's own refresh.
 */
async function headerStillThinksFree(page: Page) {
  await page.route(
    "**/api/session",
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), plan: "free", isPro: false, subscription: { status: null } } });
    },
    { times: 1 },
  );
}

function inAYear(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return String(date.getUTCFullYear());
}

test("a visitor signs in, picks the annual plan, pays on the test checkout and is Pro at once", PHONE, async ({ page }) => {
  await page.goto("/#pricing");
  await fuelButton(page).click();
  await page.waitForURL("**/login?next=%2Fsubscription");
  await signIn(page, "annual");

  await page.goto("/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await expect(page.getByRole("table", { name: "Free versus Pro" })).toBeVisible();
  await expect(planRadio(page, "Monthly")).toBeChecked();
  await expect(page.getByText("Save 30%", { exact: true })).toBeVisible();
  await expect(page.getByText("Test mode: the next page is a test checkout, and no money moves.")).toBeVisible();

  await openTestCheckout(page, "Annual");
  await expect(page.getByTestId("test-mode-banner")).toContainText("TEST checkout: no money moves");
  await expect(page.getByRole("main")).toContainText("Pro · Annual");
  await expect(page.getByTestId("amount")).toHaveText("$24.33 (test, not charged)");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await headerStillThinksFree(page);
  await page.getByRole("button", { name: "Subscribe (test)" }).click();
  await page.waitForURL(/\/payment\/success\?session_id=cs_demo_/);
  await expect(page.getByRole("heading", { name: "Test Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Your subscription was successfully activated!")).toBeVisible();
  // The demo provider's checkout took no money, and the page says so.
  await expect(page.getByTestId("test-payment")).toHaveText("This was a test payment: no card was charged and no money moved.");
  await expect(page.getByRole("link", { name: "Create your first wallpaper" })).toHaveAttribute("href", "/#create-wallpaper");
  // The header's badge changes without a reload.
  await expectProBadge(page, true);

  await page.goto("/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Pro");
  await expect(page.getByRole("heading", { name: "You're Pro" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Annual plan · $24.33/year");
  await expect(page.getByTestId("renewal")).toHaveText(new RegExp(`^Renews on \\w+ \\d+, ${inAYear()}$`));
  await expect(fuelButton(page)).toHaveCount(0);

  const history = await page.goto("/history");
  expect(history?.status()).toBe(200);
  await expect(page).toHaveURL(/\/history$/);
});

test("Manage billing opens the test billing page: cancel at period end, resume, cancel now", PHONE, async ({ page }) => {
  await signIn(page, "cancel");
  await becomeProByDemoCheckout(page, "monthly");
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Manage billing" }).click();
  await page.waitForURL("**/demo/billing");
  await expect(page.getByTestId("test-mode-banner")).toContainText("TEST billing page: no money moves");
  await expect(page.getByRole("main")).toContainText("Pro · Monthly · $2.90/month");

  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(statusSaying(page, /^Your plan will end on /)).toBeVisible();
  await page.getByRole("link", { name: "Back to Wallminder" }).click();
  await page.waitForURL("**/subscription");
  await expect(page.getByTestId("renewal")).toHaveText(/^Pro until /);
  await expect(page.getByText("Your plan is cancelled and will not renew.")).toBeVisible();

  await page.goto("/demo/billing");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(statusSaying(page, /^Your plan will renew on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel at period end" })).toBeVisible();

  // Ending Pro at once asks first: keeping it changes nothing, confirming ends it.
  await page.getByRole("button", { name: "Cancel now" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel Pro now?" });
  await expect(confirm).toContainText("Pro ends at once");
  await confirm.getByRole("button", { name: "Keep Pro" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("main")).toContainText("Pro · Monthly · $2.90/month");
  await expect(page.getByRole("button", { name: "Cancel now" })).toBeFocused();
  await page.getByRole("button", { name: "Cancel now" }).click();
  await confirm.getByRole("button", { name: "Yes, cancel now" }).click();
  await expect(statusSaying(page, "Your plan is cancelled.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("No active subscription");
  await expectProBadge(page, false);

  await page.getByRole("link", { name: "Back to Wallminder" }).click();
  await page.waitForURL("**/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await expect(page.getByText("Your Pro plan has ended. Pick a plan below to come back.")).toBeVisible();
  await expect(fuelButton(page)).toBeEnabled();
});

test("when the plan cannot be refreshed from the provider, the page keeps the plan it had and says why: a failure, or 10 s with no answer", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, "refresh");
  await page.route("**/api/payment/verify-subscription", (route) => route.fulfill({ status: 502, json: { success: false, message: "Bad gateway" } }));
  await page.goto("/subscription");
  await expect(page.getByTestId("refresh-failed")).toHaveText("Failed to refresh subscription status: 502 Your plan is shown as we last knew it.");
  await expect(page.getByTestId("plan")).toHaveText("Free");

  await page.unroute("**/api/payment/verify-subscription");
  await page.route("**/api/payment/verify-subscription", () => new Promise(() => {})); // never answers
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/payment/verify-subscription"));
  await page.goto("/subscription");
  await sent;
  await expect(page.getByTestId("refresh-failed")).toHaveCount(0);
  await page.clock.runFor(10_500);
  await expect(page.getByTestId("refresh-failed")).toContainText("Subscription verification timed out after 10 seconds");
  await expect(page.getByTestId("plan")).toHaveText("Free");
});

test("the upgrade button: a visitor signs in first, a member goes to the plans, a Pro member is told and taken there", async ({ page }) => {
  await page.goto("/#pricing");
  await fuelButton(page).click();
  await page.waitForURL("**/login?next=%2Fsubscription");

  await signIn(page, "upgrade");
  await page.goto("/#pricing");
  await expect(accountMenu(page)).toBeVisible();
  await fuelButton(page).click();
  await page.waitForURL("**/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Free");

  await becomeProByDemoCheckout(page, "monthly");
  await page.goto("/#pricing");
  await expectProBadge(page, true);
  const clicked = Date.now();
  await fuelButton(page).click();
  await expect(page.getByText("You are already a Pro member! Redirecting to subscription management...")).toBeVisible();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await page.waitForURL("**/subscription");
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_400);
  await expect(page.getByRole("heading", { name: "You're Pro" })).toBeVisible();
});

test("checkout says what went wrong, in red", async ({ page }) => {
  await signIn(page, "errors");
  await page.goto("/subscription");
  const answers = [
    [
      { status: 503, json: { success: false, message: "Payment system is currently unavailable. Please try again later." } },
      "Payment system is currently unavailable. Please try again later.",
    ],
    [
      { status: 401, json: { success: false, message: "Authorization error: Please try signing in again." } },
      "Please sign in again to complete the subscription.",
    ],
    [
      { status: 400, json: { success: false, message: "That plan is not offered. Please pick the monthly or the annual plan." } },
      "Could not initiate checkout: That plan is not offered. Please pick the monthly or the annual plan.",
    ],
    [{ status: 429, body: "Too many requests" }, "Failed to start subscription process."],
    [
      { status: 500, json: { success: false, message: "The server encountered an error. Please try again later." } },
      "Payment system encountered an error. Please try again later.",
    ],
    [
      { status: 200, json: { success: true, sessionId: "cs_x", url: "", message: "" } },
      "Payment system could not be loaded. Please refresh the page and try again.",
    ],
  ] as const;
  for (const [answer, message] of answers) {
    await page.route("**/api/create-checkout-session", (route) => route.fulfill(answer), { times: 1 });
    await fuelButton(page).click();
    await expect(mainAlert(page)).toHaveText(`Error: ${message}`);
    await expect(fuelButton(page)).toBeEnabled();
  }
  await page.route("**/api/create-checkout-session", (route) => route.abort("internetdisconnected"), { times: 1 });
  await fuelButton(page).click();
  await expect(mainAlert(page)).toHaveText("Error: An unexpected error occurred. Please try again later.");

  // While the server is asked, the button says so and cannot be pressed twice.
  await page.route("**/api/create-checkout-session", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await fuelButton(page).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await page.waitForURL("**/demo/checkout/**");
});

test("back on the subscription page with a session id: verified, the address cleaned, the header updated", async ({ page }) => {
  await signIn(page, "return");
  const sessionId = await subscribe(page, "Annual");

  await headerStillThinksFree(page);
  await page.route("**/api/payment/verify-subscription", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto(`/subscription?session_id=${sessionId}`);
  await expect(statusSaying(page, "Verifying your subscription status...")).toBeVisible();
  await expect(statusSaying(page, "Subscription status updated!")).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { name: "You're Pro" })).toBeVisible();
  await expectProBadge(page, true);

  await page.unrouteAll();
  await page.goto("/subscription?session_id=cs_demo_not_a_session");
  await expect(mainAlert(page)).toHaveText("Failed to verify subscription status. Please refresh or contact support.");
});

test("the payment result page says what went wrong", async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/payment/success?session_id=cs_demo_anything");
  await expect(visitor.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible();
  await expect(mainAlert(visitor)).toContainText("Authentication error. Please sign in and try again.");
  await expect(visitor.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/subscription");
  await visitorContext.close();

  await signIn(page, "result");
  await page.goto("/payment/success");
  await expect(mainAlert(page)).toContainText("No payment session found");
  await page.goto("/payment/success?session_id=cs_demo_not_a_session");
  await expect(mainAlert(page)).toContainText("Invalid payment session");

  await page.route("**/api/payment-verification", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.abort("internetdisconnected");
  });
  await page.goto("/payment/success?session_id=cs_demo_x");
  await expect(statusSaying(page, "Verifying your payment...")).toBeVisible();
  await expect(mainAlert(page)).toContainText("An unexpected error occurred while verifying your payment");
});

test("the plan picker and checkout work from the keyboard", async ({ page }) => {
  await signIn(page, "keys");
  await page.goto("/subscription");
  await planRadio(page, "Monthly").focus();
  await page.keyboard.press("ArrowRight");
  await expect(planRadio(page, "Annual")).toBeChecked();
  await expect(planRadio(page, "Annual")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(fuelButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/demo/checkout/**");
  await expect(page.getByTestId("amount")).toHaveText("$24.33 (test, not charged)");

  await page.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Free");
});

test("a test checkout belongs to the person who started it; the demo pages need a sign-in", async ({ page, browser }) => {
  await signIn(page, "owner");
  const id = await openTestCheckout(page, "Monthly");

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto("/demo/billing");
  await other.waitForURL("**/login?next=%2Fdemo%2Fbilling");
  await signIn(other, "stranger");
  const response = await other.goto(`/demo/checkout/${id}`);
  expect(response?.status()).toBe(404);
  await stranger.close();
});

test("the payment pages have no serious or critical accessibility violations", PHONE, async ({ page }) => {
  await signIn(page, "axe");
  await page.goto("/subscription");
  await expect(fuelButton(page)).toBeVisible();
  await expectNoSeriousViolations(page);

  await openTestCheckout(page, "Annual");
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Subscribe (test)" }).click();
  await expect(page.getByRole("heading", { name: "Test Payment Successful!" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "You're Pro" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/demo/billing");
  await expect(page.getByRole("button", { name: "Cancel now" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/payment/success");
  await expect(mainAlert(page)).toBeVisible();
  await expectNoSeriousViolations(page);
});
