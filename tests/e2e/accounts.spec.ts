import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../helpers/test";
import sharp from "sharp";
import { allowAtLocalIssuer, becomeProByDemoCheckout, emailFor, rowsOf, signInByEmail, userIdFor } from "../helpers/e2e-account";
import { signInLinkFrom } from "../helpers/mailbox";

const alert = (page: Page) => page.getByRole("main").getByRole("alert");
const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for / });
const signInLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Sign in" });

test("Google sign-in through OpenID Connect, kept across a reload, then sign-out", async ({ page }) => {
  const login = `alice${Date.now()}`;
  await page.goto("/login?next=%2Ffaq");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  // The local issuer's own login and consent pages, as Google would show them.
  await allowAtLocalIssuer(page, login);

  // Next's router leaves for a page served with islands by loading it as a page of its own, after it has already put
  // the address in the history: Playwright's waitForURL then waits for a load of the first that never comes. Wait for
  // where the person ends, signed in.
  await expect(page).toHaveURL(/\/faq$/);
  await expect(accountMenu(page)).toHaveText(login[0]!.toUpperCase());
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();

  await accountMenu(page).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(`${login.charAt(0).toUpperCase()}${login.slice(1)} Example`);
  await expect(menu).toContainText(`${login}@example.test`);
  await menu.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(signInLink(page)).toBeVisible();
  expect(await (await page.request.get("/api/session")).json()).toEqual({ signedIn: false, google: true });
});

test("email sign-in: the link from the mailbox signs in, once", async ({ page }) => {
  const email = emailFor("link");
  await page.goto("/login?next=%2Fsupport");
  await page.getByLabel("Email address").fill("not an email");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(alert(page)).toHaveText("Please enter a valid email address.");

  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible();

  await page.getByRole("link", { name: "dev mailbox" }).click();
  const link = page.getByRole("link", { name: `Sign in as ${email}` }).first();
  const href = await link.getAttribute("href");
  await link.click();
  await page.waitForURL("**/support");
  await expect(accountMenu(page)).toHaveText(email[0]!.toUpperCase());

  // The same link a second time is spent: the sign-in page says so, with the email field ready for a new link
  // (empty: the address is forgotten once a sign-in completes), and still goes on to /support afterwards.
  await page.context().clearCookies();
  await page.goto(href!);
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/support");
  await expect(alert(page)).toHaveText("That sign-in link has already been used or has expired. Enter your email and we'll send you a new one.");
  await expect(page.getByLabel("Email address")).toBeFocused();
  await expect(page.getByLabel("Email address")).toHaveValue("");
});

test("a link that was spent elsewhere leads to the sign-in page with the address it was asked for", async ({ page, playwright, baseURL }) => {
  const email = emailFor("spent");
  await page.goto("/zh/login?next=%2Fzh%2Fsupport");
  await page.getByLabel("邮箱地址").fill(email);
  await page.getByRole("button", { name: "发送登录链接到我的邮箱" }).click();
  await expect(page.getByRole("heading", { name: "请查收邮件" })).toBeVisible();
  // Used once, from another browser: this one has no session and still knows the address it asked for.
  const elsewhere = await playwright.request.newContext({ baseURL });
  let link: string;
  try {
    link = signInLinkFrom(await (await elsewhere.get("/dev/mailbox")).text(), email);
    expect((await elsewhere.get(link, { maxRedirects: 0 })).status()).toBe(302);
  } finally {
    await elsewhere.dispose();
  }
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === "/zh/login" && url.searchParams.get("next") === "/zh/support");
  await expect(alert(page)).toHaveText("这个登录链接已被使用或已过期。请输入邮箱，我们会给你发送新的链接。");
  await expect(page.getByLabel("邮箱地址")).toBeFocused();
  await expect(page.getByLabel("邮箱地址")).toHaveValue(email);
  await page.getByRole("button", { name: "发送登录链接到我的邮箱" }).click();
  await expect(page.getByText(`我们已向 ${email} 发送登录链接。`)).toBeVisible();
});

test("the return page shows each kind of failure, then goes home", async ({ page }) => {
  const cases = [
    ["state_mismatch", "Sign-in was interrupted. Please sign in again."],
    ["failed_to_create_session", "We could not complete your sign-in. Please refresh the page and try again."],
    ["mystery_error", "Sign-in error: mystery_error"],
    // Words written into a link to this site are never shown as the site's own.
    ["Your%20account%20is%20locked%2C%20call%200800%20000%20000", "Sign-in error: unknown error"],
    ["mystery_error&error_description=Your%20account%20is%20locked", "Sign-in error: mystery_error"],
  ] as const;
  for (const [code, message] of cases) {
    await page.goto(`/auth/callback?error=${code}`);
    await expect(alert(page).getByRole("heading")).toHaveText(message);
  }
  await page.goto("/auth/callback");
  await expect(alert(page)).toContainText("No sign-in data found. Returning to the homepage.");
  await page.waitForURL((url) => url.pathname === "/", { timeout: 6_000 });
});

test("the account menu opens and closes by mouse and keyboard", async ({ page }) => {
  const email = await signInByEmail(page, emailFor("menu"));
  await page.goto("/faq");
  const trigger = accountMenu(page);
  await expect(trigger).toHaveText(email[0]!.toUpperCase());
  await expect(page.getByRole("banner").getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscription");

  await trigger.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.mouse.click(10, 400); // outside
  await expect(page.getByRole("menu")).toHaveCount(0);

  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([new RegExp(email.split("@")[0]!), "Subscription Management", "Wallpaper History", "Sign Out"]);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // A quick person: the next key comes while the menu is still opening, and is not lost. Under Preact the menu's
  // Escape listener and its focus came a frame later, and these keys went to the button behind it.
  await Promise.all([page.keyboard.press("Enter"), page.keyboard.press("Escape")]);
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await Promise.all([page.keyboard.press("ArrowDown"), page.keyboard.press("ArrowDown")]);
  await expect(menu.getByRole("menuitem", { name: "Subscription Management" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press("ArrowDown"); // opens the menu on its first item
  await expect(menu).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Subscription Management" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/subscription");
  await expect(page.getByTestId("plan")).toHaveText("Free");
});

test("deleting the account removes it for good", async ({ page }) => {
  const email = await signInByEmail(page, emailFor("delete"));
  const userId = await userIdFor(email);
  test.skip(userId === null, "row checks need the Postgres server that CI provides (TEST_DATABASE_URL)");
  expect(await rowsOf(userId!)).toMatchObject({ user: 1, session: 1 });

  await page.goto("/account");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('[data-field="Plan"]')).toHaveText("Free");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This cannot be undone.");
  await expect(dialog).not.toContainText("Pro plan");
  await dialog.getByRole("button", { name: "Yes, delete everything" }).click();
  // Taken home, signed out, and told so once.
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("status").filter({ hasText: "Your account has been deleted and you are signed out." })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Your account has been deleted")).toHaveCount(0);

  expect(await rowsOf(userId!)).toEqual({ user: 0, session: 0, account: 0, subscription: 0, wallpapers: 0 });
  await page.goto("/account");
  await page.waitForURL("**/login?next=%2Faccount");
});

test("a signed-in download is drawn by the server, and falls back to the browser's image when that fails", async ({ page }) => {
  await signInByEmail(page, emailFor("download"));
  await page.goto("/#create-wallpaper");
  await page.getByRole("textbox", { name: "Your tasks" }).fill("Walk 10,000 steps\nPay rent today");
  await page.getByRole("button", { name: "Generate Preview" }).click();
  await expect(page.getByRole("img", { name: /Your wallpaper preview/ })).toBeVisible();

  const served = page.waitForResponse((response) => response.url().endsWith("/api/wallpaper/generate"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  expect((await served).status()).toBe(200);
  const metadata = await sharp(await readFile((await download.path())!)).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1179, 2556]);

  await page.route("**/api/wallpaper/generate", (route) => route.fulfill({ status: 500, json: { success: false, message: "boom" } }));
  const [fallback] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  await expect(page.getByText("The server could not make your wallpaper, so it was downloaded from this browser instead.")).toBeVisible();
  expect((await sharp(await readFile((await fallback.path())!)).metadata()).width).toBe(1179);
});

test("when the server fails and the browser's own download fails too, the last resort says to try later, or that it timed out", async ({ page }) => {
  await page.clock.install();
  await signInByEmail(page, emailFor("last-resort"));
  await page.goto("/#create-wallpaper");
  await page.getByRole("textbox", { name: "Your tasks" }).fill("Walk 10,000 steps\nPay rent today");
  await page.getByRole("button", { name: "Generate Preview" }).click();
  await expect(page.getByRole("img", { name: /Your wallpaper preview/ })).toBeVisible();
  // The browser can no longer hand a file to its downloads (as a locked-down browser may refuse).
  await page.evaluate(() => {
    URL.createObjectURL = () => {
      throw new Error("blocked");
    };
  });
  const download = page.getByRole("button", { name: "Download", exact: true });

  await page.route("**/api/wallpaper/generate", (route) => route.fulfill({ status: 500, json: { success: false, message: "boom" } }));
  await download.click();
  await expect(page.getByText("Download failed. Please try again later.")).toBeVisible();

  await page.unroute("**/api/wallpaper/generate");
  await page.route("**/api/wallpaper/generate", () => new Promise(() => {})); // never answers
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/wallpaper/generate"));
  await download.click();
  await sent;
  await page.clock.runFor(10_500);
  await expect(page.getByText("The download timed out. Please try again later.")).toBeVisible();
});

test("a Pro member's download is saved to their history too; a free member is told saving needs Pro", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByEmail(page, emailFor("saver"));
  const preview = async () => {
    await page.goto("/"); // a full load, so the page asks who is signed in again
    await expect(accountMenu(page)).toBeVisible();
    await page.getByRole("textbox", { name: "Your tasks" }).fill("Walk 10,000 steps\nPay rent today");
    await page.getByRole("button", { name: "Generate Preview" }).click();
    await expect(page.getByRole("img", { name: /Your wallpaper preview/ })).toBeVisible();
  };
  await preview();
  await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  await expect(page.getByText("Saving to history is a Pro feature. Your wallpaper was downloaded but not saved.")).toBeVisible();

  await becomeProByDemoCheckout(page);
  await preview();
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/wallpaper/save"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Saved to your history. Downloading your wallpaper...")).toBeVisible();
  expect((await sharp(await readFile((await download.path())!)).metadata()).width).toBe(1179);
  const history = await page.evaluate(() => fetch("/api/wallpaper/history").then((response) => response.json()));
  expect(history.wallpapers.map((wallpaper: { text: string }) => wallpaper.text)).toEqual(["Walk 10,000 steps\nPay rent today"]);

  await page.route("**/api/wallpaper/save", (route) => route.fulfill({ status: 500, json: { success: false, message: "boom" } }));
  await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  await expect(page.getByText("The server could not make your wallpaper, so it was downloaded from this browser instead.")).toBeVisible();
});

// A connection from elsewhere (an address a trusted proxy reports) is in tests/e2e/server.spec.ts: here every
// connection is loopback, and an X-Forwarded-For the client writes is replaced by the server before the page runs.
test("the dev mailbox opens only to this machine, and never to a forged host", async ({ page }) => {
  expect((await page.request.get("/dev/mailbox")).status()).toBe(200);
  expect((await page.request.get("/dev/mailbox", { headers: { "X-Forwarded-For": "203.0.113.9" } })).status()).toBe(200);
  expect((await page.request.get("/dev/mailbox", { headers: { Host: "wallminder.example" } })).status()).toBe(404);
  expect((await page.request.get("/dev/mailbox", { headers: { "X-Forwarded-Host": "evil.example" } })).status()).toBe(404);
});
