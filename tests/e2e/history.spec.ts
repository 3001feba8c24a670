/**
 * The wallpaper history as a Pro member uses it, and as everyone else is turned away from it.
 * Members become Pro through the demo provider's real checkout calls; wallpapers are saved through
 * the real save route, from the page, as the creator saves them.
 */
import { readFile } from "node:fs/promises";
import { expectNoSeriousViolations } from "../helpers/a11y";
import { PHONE, expect, test, type Locator, type Page } from "../helpers/test";
import { expectToastClearOf, toasts } from "../helpers/toast";
import { becomeProByDemoCheckout, emailFor, saveWallpaperFromPage, signInByEmail } from "../helpers/e2e-account";

const TEXTS = ["Walk 30 minutes\nDrink 8 glasses of water", "Call the dentist\nPay rent today", "Read 10 pages\nStretch for 5 minutes\nPlan meals"];

const cards = (page: Page) => page.getByTestId("wallpaper-card");
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });
const selectionCount = (page: Page) => page.getByTestId("selection-count");

async function proMember(page: Page, label: string): Promise<void> {
  await signInByEmail(page, emailFor(label));
  await becomeProByDemoCheckout(page);
}

/** The card of the wallpaper with this task. */
const cardWith = (page: Page, task: string): Locator => cards(page).filter({ hasText: task });

test("a Pro member sees, ticks, downloads, exports, deletes and opens their wallpapers", PHONE, async ({ page }) => {
  test.setTimeout(120_000);
  await proMember(page, "history");
  const ids: string[] = [];
  for (const text of TEXTS) ids.push(await saveWallpaperFromPage(page, text));

  await page.goto("/history");
  await expect(page.getByRole("heading", { level: 1, name: "Wallpaper History" })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  // Newest first, each with its date, mode and tasks.
  await expect(cards(page).first()).toContainText("Read 10 pages");
  await expect(cards(page).last()).toContainText("Walk 30 minutes");
  await expect(cards(page).first().getByRole("heading", { level: 2 })).toHaveText("Read 10 pages");
  await expect(cards(page).first()).toContainText("Mode: Plain");
  await expect(cards(page).first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect
    .poll(() =>
      cardWith(page, "Walk 30 minutes")
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(1179);
  await expect(selectionCount(page)).toHaveText("0 selected of 3");
  await expect(page.getByRole("button", { name: "Delete Selected" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Export as ZIP" })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // Ticking shows at once, saves, and is still ticked after a reload.
  const water = cardWith(page, "Drink 8 glasses of water").getByRole("checkbox", { name: "Drink 8 glasses of water" });
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/wallpaper/${ids[0]}/tasks`));
  await water.check();
  await expect(water).toBeChecked();
  expect((await saved).status()).toBe(200);
  await expect(cardWith(page, "Drink 8 glasses of water")).toContainText("1 of 2 done");
  await page.reload();
  await expect(cardWith(page, "Drink 8 glasses of water").getByRole("checkbox", { name: "Drink 8 glasses of water" })).toBeChecked();
  await expect(cardWith(page, "Drink 8 glasses of water").getByRole("checkbox", { name: "Walk 30 minutes" })).not.toBeChecked();

  // One download, named by the product and when it was made.
  const [image] = await Promise.all([
    page.waitForEvent("download"),
    cardWith(page, "Call the dentist").getByRole("button", { name: "Download" }).click(),
  ]);
  expect(image.suggestedFilename()).toMatch(/^wallminder-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.png$/);
  expect((await readFile((await image.path())!)).subarray(1, 4).toString()).toBe("PNG");
  await expect(toast(page, "Download complete!")).toBeVisible();

  // Select All and back, then two of them as a ZIP.
  await page.getByRole("button", { name: "Select All" }).click();
  await expect(selectionCount(page)).toHaveText("3 selected of 3");
  await page.getByRole("button", { name: "Deselect All" }).click();
  await expect(selectionCount(page)).toHaveText("0 selected of 3");
  await cardWith(page, "Walk 30 minutes")
    .getByRole("checkbox", { name: /^Select the wallpaper from / })
    .check();
  await cardWith(page, "Call the dentist")
    .getByRole("checkbox", { name: /^Select the wallpaper from / })
    .check();
  await expect(selectionCount(page)).toHaveText("2 selected of 3");
  // Scrolled down, with the toolbar held under the header: the toasts that follow cover none of it.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const [archive] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export as ZIP" }).click()]);
  expect(archive.suggestedFilename()).toMatch(/^wallminder-export-\d{4}-\d\d-\d\d\.zip$/);
  expect((await readFile((await archive.path())!)).subarray(0, 2).toString()).toBe("PK");
  await expectToastClearOf(page, toast(page, "Exported 2 of 2 wallpapers successfully!"), {
    toolbar: page.getByRole("region", { name: "Selected wallpapers" }),
  });

  // Delete one, after the question; Cancel first keeps it.
  await cardWith(page, "Walk 30 minutes")
    .getByRole("checkbox", { name: /^Select the wallpaper from / })
    .uncheck();
  await expect(selectionCount(page)).toHaveText("1 selected of 3");
  await page.getByRole("button", { name: "Delete Selected" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete 1 selected wallpaper(s)? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Delete Selected" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Deleted 1 of 1 wallpapers successfully!")).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(cardWith(page, "Call the dentist")).toHaveCount(0);
  await expect(selectionCount(page)).toHaveText("0 selected of 2");
  await page.reload();
  await expect(cards(page)).toHaveCount(2);

  // One wallpaper on its own page, with its ticks and a way to use its tasks again.
  await cardWith(page, "Walk 30 minutes")
    .getByRole("link", { name: /^Open the wallpaper from / })
    .click();
  await page.waitForURL(`**/history/${ids[0]}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Wallpaper from / })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Drink 8 glasses of water" })).toBeChecked();
  await expect(page.getByRole("img", { name: /^Wallpaper from / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Use these tasks again" })).toHaveAttribute("href", `/?reuse=${ids[0]}#create-wallpaper`);
  // Reached by a link, the page may hold the history's robots tag beside its own for a moment (a CI run met two): every
  // one must say noindex.
  const allSayNoindex = async () => {
    const contents = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""));
    return contents.length > 0 && contents.every((content) => /noindex/.test(content));
  };
  await expect.poll(allSayNoindex).toBe(true);
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Use these tasks again" }).click();
  await expect(page.getByRole("textbox", { name: "Your tasks" })).toHaveValue(TEXTS[0]!);

  // A deleted wallpaper's address is not found.
  expect((await page.goto(`/history/${ids[1]}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Wallpaper not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to your history" })).toHaveAttribute("href", "/history");
});

test("another member's wallpaper is not found: status 404, and the way back to your own history", async ({ page, browser, baseURL }) => {
  await proMember(page, "owner");
  const id = await saveWallpaperFromPage(page, "Renew the passport");
  const other = await browser.newContext({ baseURL });
  try {
    const stranger = await other.newPage();
    await proMember(stranger, "stranger");
    const response = await stranger.goto(`/history/${id}`);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByRole("heading", { level: 1, name: "Wallpaper not found" })).toBeVisible();
    await expect(stranger.getByText("Renew the passport")).toHaveCount(0);
    await expect(stranger.getByRole("link", { name: "Back to your history" })).toHaveAttribute("href", "/history");
  } finally {
    await other.close();
  }
  // The owner still has it.
  expect((await page.goto(`/history/${id}`))?.status()).toBe(200);
});

test("'Use these tasks again' hands the list and its mode to the creator, never its tasks through the address", async ({ page }) => {
  await proMember(page, "reuse");
  const text = "Water the plants\nPay rent today";
  const id = await saveWallpaperFromPage(page, text, "emoji");
  await page.goto(`/history/${id}`);
  await page.getByRole("link", { name: "Use these tasks again" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  // The home page's creator is an island: it takes the list once it has hydrated.
  await expect(page.getByRole("textbox", { name: "Your tasks" })).toHaveValue(text);
  await expect(page.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Add Emoji" })).toHaveAttribute("aria-pressed", "true");
  expect(new URL(page.url()).search).toBe("");
  expect(await page.evaluate(() => sessionStorage.getItem("wallminder:reuse"))).toBeNull();
  // Taken once: the next visit starts empty.
  await page.reload();
  await expect(page.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Plain" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("textbox", { name: "Your tasks" })).toHaveValue("");
});

test("'Use these tasks again' opened in a new tab fills that tab's creator, from the history", async ({ page, context }) => {
  await proMember(page, "reuse-tab");
  const text = "Water the plants\nPay rent today";
  const id = await saveWallpaperFromPage(page, text, "emoji");
  await page.goto(`/history/${id}`);
  const link = page.getByRole("link", { name: "Use these tasks again" });

  const opened = async (tab: Page) => {
    await expect(tab.getByRole("textbox", { name: "Your tasks" })).toHaveValue(text);
    await expect(tab.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Add Emoji" })).toHaveAttribute("aria-pressed", "true");
    // Taken once: the address forgets the wallpaper, and a reload starts empty.
    await expect(tab).toHaveURL((url) => url.pathname === "/" && url.search === "" && url.hash === "#create-wallpaper");
    await tab.reload();
    await expect(tab.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Plain" })).toHaveAttribute("aria-pressed", "true");
    await expect(tab.getByRole("textbox", { name: "Your tasks" })).toHaveValue("");
    await tab.close();
  };
  // A middle click: the page that has the link stays as it was.
  const [middle] = await Promise.all([context.waitForEvent("page"), link.click({ button: "middle" })]);
  await opened(middle);
  await expect(page).toHaveURL(new RegExp(`/history/${id}$`));
  // The link's address names the wallpaper, never its tasks.
  expect(await link.getAttribute("href")).toBe(`/?reuse=${id}#create-wallpaper`);
  // "Open in new tab", or the address pasted into one: nothing of the first tab comes with it.
  const pasted = await context.newPage();
  await pasted.goto(new URL(`/?reuse=${id}#create-wallpaper`, page.url()).href);
  await opened(pasted);
  // Someone else's wallpaper, or one since deleted, fills nothing and says so.
  const stranger = await context.newPage();
  await stranger.goto("/?reuse=00000000-0000-4000-8000-000000000000#create-wallpaper");
  await expect(stranger.getByText("We could not open those tasks here. Open them again from your history.")).toBeVisible();
  await expect(stranger.getByRole("textbox", { name: "Your tasks" })).toHaveValue("");
});

test("deleting from a wallpaper's own page asks first, then goes back to the history", async ({ page }) => {
  await proMember(page, "detail");
  const id = await saveWallpaperFromPage(page, "Book the gym class");
  await page.goto(`/history/${id}`);
  await page.getByRole("checkbox", { name: "Book the gym class" }).check();
  await expect(page.getByText("1 of 1 done")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("This action cannot be undone.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await page.waitForURL((url) => url.pathname === "/history");
  await expect(toast(page, "Wallpaper deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You haven't created any wallpapers yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your First Wallpaper" })).toHaveAttribute("href", "/#create-wallpaper");
});

/**
 * Holds the page's account check until `answer()`; from then on, holds the scripts the page asks for (the signed-in
 * account menu fetches its code only once it knows someone is signed in) until `deliver()`. `asked()` counts the
 * scripts held.
 */
async function slowAccountMenu(page: Page) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  let holding = false;
  let held = 0;
  await page.route("**/api/session", async (route) => {
    await answered;
    holding = true;
    await route.continue();
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (holding) {
      held++;
      await delivered;
    }
    await route.continue();
  });
  return { answer, deliver, asked: () => held };
}

test("a tick shows at once while the account menu is still loading, and every tick is kept", async ({ page }) => {
  test.setTimeout(60_000);
  await proMember(page, "menu-late");
  const id = await saveWallpaperFromPage(page, "Book the gym class\nPack the kit\nFill the water bottle");
  const accountMenu = page.getByRole("button", { name: /^Account menu for / });
  const box = (name: string) => page.getByRole("checkbox", { name });

  // On the wallpaper's own page: the account check answers, and the menu's code is on its way as the person ticks.
  let menu = await slowAccountMenu(page);
  await page.goto(`/history/${id}`);
  await expect(box("Book the gym class")).toBeVisible();
  menu.answer();
  await expect.poll(menu.asked).toBeGreaterThan(0);
  await box("Book the gym class").check();
  await box("Pack the kit").check();
  await expect(page.getByText("2 of 3 done")).toBeVisible();
  await expect(page.getByText("Saving...")).toBeHidden();
  menu.deliver();
  await expect(accountMenu).toBeVisible();
  await expect(box("Book the gym class")).toBeChecked();
  await expect(box("Pack the kit")).toBeChecked();
  await expect(box("Fill the water bottle")).not.toBeChecked();
  await page.unrouteAll({ behavior: "wait" });

  // On the history's list, the same, unticking one and ticking another.
  menu = await slowAccountMenu(page);
  await page.goto("/history");
  await expect(box("Pack the kit")).toBeChecked();
  menu.answer();
  await expect.poll(menu.asked).toBeGreaterThan(0);
  await box("Pack the kit").uncheck();
  await box("Fill the water bottle").check();
  await expect(cardWith(page, "Pack the kit")).toContainText("2 of 3 done");
  await expect(cardWith(page, "Pack the kit").getByText("Saving...")).toBeHidden();
  menu.deliver();
  await expect(accountMenu).toBeVisible();
  await page.unrouteAll({ behavior: "wait" });

  // The server kept every tick.
  await page.goto(`/history/${id}`);
  await expect(box("Book the gym class")).toBeChecked();
  await expect(box("Pack the kit")).not.toBeChecked();
  await expect(box("Fill the water bottle")).toBeChecked();
});

test("failures say what happened: loading, ticking, a missing image, downloading, exporting, deleting", async ({ page }) => {
  test.setTimeout(60_000);
  await proMember(page, "failures");
  await saveWallpaperFromPage(page, "Walk the dog\nWater the plants");

  await page.route("**/api/wallpaper/history*", (route) => route.fulfill({ status: 500, json: { success: false, message: "boom" } }));
  await page.goto("/history");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to load your wallpaper history. Please try again later.");
  await page.unroute("**/api/wallpaper/history*");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(cards(page)).toHaveCount(1);

  // A tick the server refuses is undone, with the message.
  await page.route("**/api/wallpaper/*/tasks", (route) => route.fulfill({ status: 500, json: { success: false, message: "boom" } }));
  const dog = page.getByRole("checkbox", { name: "Walk the dog" });
  await dog.check();
  await expect(toast(page, "Failed to update task. Please try again.")).toBeVisible();
  await expect(dog).not.toBeChecked();
  await page.unroute("**/api/wallpaper/*/tasks");

  await page.route("**/api/wallpaper/download*", (route) => route.fulfill({ status: 404, json: { success: false, message: "Wallpaper not found" } }));
  await page.reload();
  await expect(cards(page).first().getByText("Image not available")).toBeVisible();
  await cards(page).first().getByRole("button", { name: "Download" }).click();
  await expect(toast(page, "Download failed: Wallpaper not found")).toBeVisible();
  await page.unroute("**/api/wallpaper/download*");

  await page.route("**/api/wallpaper/export", (route) =>
    route.fulfill({ status: 404, json: { success: false, message: "Could not retrieve any wallpaper images." } }),
  );
  await page.getByRole("button", { name: "Select All" }).click();
  await page.getByRole("button", { name: "Export as ZIP" }).click();
  await expect(toast(page, "Failed to export wallpapers: Could not retrieve any wallpaper images.")).toBeVisible();

  await page.route("**/api/wallpaper/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, json: { success: false, message: "The server encountered an error. Please try again later." } })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Delete Selected" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Failed to delete wallpapers: The server encountered an error. Please try again later.")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test("a visitor is sent to sign in first, and a free member to the plans", async ({ page }) => {
  await page.goto("/history");
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("next")).toBe("/history");
  await page.goto("/history/some-id");
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("next")).toBe("/history/some-id");

  await signInByEmail(page, emailFor("free-history"));
  await page.goto("/history");
  await expect(page.getByRole("status").filter({ hasText: "This feature is available to Pro subscribers only." })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === "/subscription", { timeout: 5_000 });
  // The API agrees with the page.
  const answer = await page.evaluate(() =>
    fetch("/api/wallpaper/history").then(async (response) => [response.status, await response.json()] as const),
  );
  expect(answer).toEqual([403, { success: false, message: "Pro subscription required to access wallpaper history." }]);
});

test("a return from checkout to /history verifies the subscription, then shows the history", async ({ page }) => {
  await signInByEmail(page, emailFor("returning"));
  const sessionId = await page.evaluate(async () => {
    const post = (path: string, body: unknown) =>
      fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then((response) =>
        response.json(),
      );
    const checkout = await post("/api/create-checkout-session", { priceId: "demo_price_monthly" });
    await post(`/api/demo/checkout/${checkout.sessionId}`, { action: "pay" });
    return checkout.sessionId as string;
  });
  const verified = page.waitForResponse((response) => response.url().endsWith("/api/payment/verify-subscription"));
  await page.goto(`/history?session_id=${encodeURIComponent(sessionId)}`);
  expect(JSON.parse((await verified).request().postData() ?? "{}")).toEqual({ sessionId });
  await expect(toast(page, "Subscription status updated successfully!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/history" && url.search === "");
  await expect(page.getByRole("heading", { name: "You haven't created any wallpapers yet" })).toBeVisible();

  await page.goto("/history?session_id=cs_not_a_real_session");
  await expect(
    page.getByRole("main").getByRole("alert").filter({ hasText: "Failed to verify subscription status. Please check your account or try again." }),
  ).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cards stack in one column, and a task ticks with a tap", async ({ page }) => {
    await proMember(page, "phone");
    for (const text of TEXTS.slice(0, 2)) await saveWallpaperFromPage(page, text);
    await page.goto("/history");
    await expect(cards(page)).toHaveCount(2);
    const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(first!.x).toBe(second!.x);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.x + first!.width).toBeLessThanOrEqual(390);
    const rent = page.getByRole("checkbox", { name: "Pay rent today" });
    await rent.click();
    await expect(rent).toBeChecked();
    await expect(page.getByText("1 of 2 done")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
