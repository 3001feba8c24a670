/**
 * Pro through Stripe: the app runs with Stripe keys against the local Stripe fake (tests/fakes/stripe-server.ts),
 * so the browser leaves for a hosted checkout page, pays there, and comes back to /payment/success while the fake
 * sends its signed webhooks to /api/stripe/webhook. Runs in the "stripe-desktop" and "stripe-phone" projects.
 */
import { expect, test, type APIRequestContext, type Page } from "../helpers/test";
import { STRIPE_FAKE_URL } from "../../playwright.config";
import { emailFor, signInByEmail } from "../helpers/e2e-account";

test.slow();

interface SentEvent {
  event: { type: string; data: { object: { customer?: string } } };
  deliveries: Array<{ status: number | null }>;
}

/** The webhooks the fake sent for one customer, and the status our app answered each with. */
async function webhooksFor(request: APIRequestContext, customer: string) {
  const sent = (await (await request.get(`${STRIPE_FAKE_URL}/_fake/events`)).json()) as SentEvent[];
  return sent
    .filter(({ event }) => event.data.object.customer === customer)
    .map(({ event, deliveries }) => ({ type: event.type, statuses: deliveries.map((d) => d.status) }));
}

const fuelButton = (page: Page) => page.getByRole("button", { name: "Fuel My Weight Loss Journey" });

async function payOnStripe(page: Page, plan: "Monthly" | "Annual"): Promise<string> {
  await page.goto("/subscription");
  // Stripe is the real thing: no test-mode line under the button.
  await expect(fuelButton(page)).toBeVisible();
  await expect(page.getByText(/Test mode/)).toHaveCount(0);
  await page.getByRole("main").getByText(plan, { exact: true }).click();
  await fuelButton(page).click();
  await page.waitForURL(`${STRIPE_FAKE_URL}/checkout/**`);
  const sessionId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByText(plan === "Annual" ? "$24.33" : "$2.90")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/payment\/success\?session_id=cs_/);
  expect(new URL(page.url()).searchParams.get("session_id")).toBe(sessionId);
  return sessionId;
}

test("a person pays for the annual plan on Stripe's checkout, comes back Pro, and the webhooks are applied once", async ({ page, request }) => {
  await signInByEmail(page, emailFor("stripe-annual"));
  const sessionId = await payOnStripe(page, "Annual");
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("pro-badge")).toHaveCount(1);

  await page.goto("/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Pro");
  await expect(page.getByRole("main")).toContainText("Annual plan · $24.33/year");
  expect((await page.goto("/history"))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/history$/);

  // Every webhook Stripe sent for this customer reached the app and was accepted; a redelivery changes nothing.
  const session = (await (await request.get(`${STRIPE_FAKE_URL}/_fake/objects/${sessionId}`)).json()) as { customer: string };
  const events = await webhooksFor(request, session.customer);
  expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["checkout.session.completed", "customer.subscription.created"]));
  for (const event of events) expect(event.statuses).toEqual([200]);
});

test("Manage billing opens Stripe's portal; cancelling there shows 'Pro until' back in the app", async ({ page }) => {
  await signInByEmail(page, emailFor("stripe-portal"));
  await payOnStripe(page, "Monthly");
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  await page.goto("/subscription");
  await expect(page.getByRole("main")).toContainText("Monthly plan · $2.90/month");
  await page.getByRole("button", { name: "Manage billing" }).click();
  await page.waitForURL(`${STRIPE_FAKE_URL}/portal/**`);
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByText(/Cancels on \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await page.getByRole("link", { name: "Return" }).click();

  await page.waitForURL("**/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Pro");
  await expect(page.getByTestId("renewal")).toHaveText(/^Pro until /);
});

test("a Pro member deletes their account: nothing goes while Stripe is down; then the plan ends at Stripe and they land home signed out", async ({
  page,
  request,
}) => {
  await signInByEmail(page, emailFor("stripe-delete"));
  const sessionId = await payOnStripe(page, "Monthly");
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const session = (await (await request.get(`${STRIPE_FAKE_URL}/_fake/objects/${sessionId}`)).json()) as { customer: string; subscription: string };
  const atStripe = async (id: string) => (await request.get(`${STRIPE_FAKE_URL}/_fake/objects/${id}`)).json();

  await page.goto("/account");
  await expect(page.locator('[data-field="Plan"]')).toHaveText("Pro");
  const deleteButton = page.getByRole("button", { name: "Delete my account" });
  const dialog = page.getByRole("alertdialog");
  const confirm = async () => {
    await deleteButton.click();
    await expect(dialog).toContainText("Your Pro plan ends now and no further payment will be taken.");
    await dialog.getByRole("button", { name: "Yes, delete everything" }).click();
  };

  // Stripe cannot be reached: the account stays, and says why. Down for this customer only: the other Stripe tests run
  // beside this one against the same fake.
  await request.post(`${STRIPE_FAKE_URL}/_fake/down`, { data: { down: true, path: `/v1/customers/${session.customer}` } });
  try {
    await confirm();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "We couldn't reach the payment system to end your plan, so nothing was deleted",
    );
  } finally {
    await request.post(`${STRIPE_FAKE_URL}/_fake/down`, { data: { down: false } });
  }
  expect(await atStripe(session.subscription)).toMatchObject({ status: "active" });
  await page.reload();
  await expect(page.locator('[data-field="Plan"]')).toHaveText("Pro");

  await confirm();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("status").filter({ hasText: "Your Pro plan has ended: no further payment will be taken." })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await atStripe(session.subscription)).toMatchObject({ status: "canceled" });
  expect(await atStripe(session.customer)).toEqual({ id: session.customer, object: "customer", deleted: true });
  // Stripe's word of the cancellation reaches the app after the account is gone: accepted, and nothing comes back.
  await expect
    .poll(async () => (await webhooksFor(request, session.customer)).find((e) => e.type === "customer.subscription.deleted")?.statuses)
    .toEqual([200]);
  await page.goto("/account");
  await page.waitForURL("**/login?next=%2Faccount");
});

test("leaving Stripe's checkout with Back returns to the plans, still free", async ({ page }) => {
  await signInByEmail(page, emailFor("stripe-back"));
  await page.goto("/subscription");
  await fuelButton(page).click();
  await page.waitForURL(`${STRIPE_FAKE_URL}/checkout/**`);
  await page.getByRole("link", { name: "Back" }).click();
  await page.waitForURL("**/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await expect(fuelButton(page)).toBeEnabled();
});
