import { becomeProByDemoCheckout, emailFor, signInByEmail } from "../helpers/e2e-account";
import { holdBack } from "../helpers/hold-back";
import { unmarkedEnglish } from "../helpers/language";
import { PHONE, expect, test } from "../helpers/test";

test("the home page loads with its title, heading and a link to the creator", PHONE, async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Wallminder/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your to-do list, on your lock screen");
  await expect(page.getByRole("link", { name: "Create your wallpaper" })).toHaveAttribute("href", "#create-wallpaper");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toMatch(/visual reminders/);
});

test("the page keeps its length as a person scrolls, so what they aim at does not move under their thumb", PHONE, async ({ page }) => {
  const heights = () =>
    page.locator("main > section").evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().height)));
  for (const address of ["/", "/zh"]) {
    await page.goto(address);
    const unseen = await heights();
    // Down to the footer and back: every section has been on the screen once.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await heights(), `the sections of ${address}, unseen and seen`).toEqual(unseen);
  }
});

test("the home FAQ has six questions, one open at a time", PHONE, async ({ page }) => {
  await page.goto("/");
  const questions = page.locator("section[aria-labelledby=faq-heading] details");
  await expect(questions).toHaveCount(6);
  await questions.nth(0).locator("summary").click();
  await questions.nth(1).locator("summary").click();
  await expect(questions.nth(1)).toHaveAttribute("open");
  await expect(questions.nth(0)).not.toHaveAttribute("open");
  await questions.nth(1).locator("summary").click();
  await expect(page.locator("section[aria-labelledby=faq-heading] details[open]")).toHaveCount(0);
});

test.describe("the home page is static HTML with islands", () => {
  test("it loads none of Next's scripts, and its creator, header and plans work", PHONE, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/zh");
    // The header's corner asked who is signed in.
    await expect(page.getByRole("banner").getByRole("link", { name: "登录" })).toBeVisible();
    // The creator hydrates as it comes near the screen, and then draws the list typed.
    await page.getByRole("textbox").first().scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "生成预览" })).toBeEnabled();
    await page.getByRole("textbox").first().fill("买菜\n给奶奶打电话");
    await page.getByRole("button", { name: "生成预览" }).click();
    await expect(page.getByRole("img", { name: /买菜/ })).toBeVisible();
    expect(
      scripts.filter((script) => script.startsWith("/_next/")),
      "Next's scripts",
    ).toEqual([]);
    expect(
      scripts.some((script) => /^\/islands\/main-\w+\.js$/.test(script)),
      "the islands' script",
    ).toBe(true);
    // The plans' button hydrated too: a visitor is sent to sign in first.
    await page.getByRole("button", { name: "为我的减重之旅加油" }).click();
    await expect(page).toHaveURL(/\/zh\/login\?next=%2Fsubscription$/);
  });

  test("what is typed and clicked before the creator's code runs is kept, and done once it runs", PHONE, async ({ page }) => {
    const release = await holdBack(page, /\/islands\/chunks\/creator-\w+\.js$/);
    await page.goto("/#create-wallpaper");
    await page.getByRole("textbox", { name: "Your tasks" }).fill("Renew passport\nPay rent today");
    const sortForMe = page.getByRole("button", { name: "Sort for Me" });
    await sortForMe.click();
    await page.getByRole("button", { name: "Generate Preview" }).click();
    // Held: no form sent, the mode still Plain, and the controls say they are not ready.
    await expect(sortForMe).toHaveAttribute("aria-pressed", "false");
    await expect(sortForMe).toHaveCSS("cursor", "progress");
    expect(new URL(page.url()).search).toBe("");

    release();
    await expect(sortForMe).toHaveAttribute("aria-pressed", "true");
    // Sorted: the task due today comes first.
    await expect(page.getByRole("img", { name: "Your wallpaper preview: Pay rent today, Renew passport" })).toBeVisible();
    await expect(sortForMe).not.toHaveCSS("cursor", "progress");
  });

  test("a click on the plans' button before any island code has run is made once it has", async ({ page }) => {
    const release = await holdBack(page, /\/islands\/main-\w+\.js$/);
    // The islands' script is a module: held back, it holds back the document's load events too.
    await page.goto("/#pricing", { waitUntil: "commit" });
    const fuel = page.getByRole("button", { name: "Fuel My Weight Loss Journey" });
    await fuel.click();
    await expect(page).toHaveURL(/\/#pricing$/);
    release();
    await expect(page).toHaveURL(/\/login\?next=%2Fsubscription$/);
  });

  test("a client navigation from another page renders it with Next, creator included", async ({ page }) => {
    // The search page is rendered per request, by Next (the other public pages are served with islands too).
    await page.goto("/search");
    await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")));
    await page.getByRole("banner").getByRole("link", { name: "Wallminder home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your to-do list, on your lock screen");
    await page.getByRole("textbox", { name: "Your tasks" }).fill("Water the plants");
    await page.getByRole("button", { name: "Generate Preview" }).click();
    await expect(page.getByRole("img", { name: "Your wallpaper preview: Water the plants" })).toBeVisible();
  });

  test("the footer's language switch keeps the choice, so English stays English", PHONE, async ({ page }) => {
    await page.goto("/zh");
    const footer = page.getByRole("contentinfo");
    // Its island has hydrated: the link keeps the choice in the language cookie before it goes.
    await expect(footer.locator('[data-island="language-switch"][data-hydrated]')).toBeAttached();
    await footer.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test("under Chinese, the English articles' words are marked English and everything around them is Chinese", async ({ page }) => {
  await page.goto("/zh");
  const teasers = page.locator("section[aria-labelledby=blog-heading]");
  // Any run of Latin letters in the teasers sits inside lang="en"; the read time and the link's words are Chinese.
  expect(await unmarkedEnglish(teasers)).toEqual([]);
  await expect(teasers.locator("h3[lang=en]")).toHaveCount(3);
  await expect(teasers.getByText(/^阅读约 \d+ 分钟$/)).toHaveCount(3);
  const links = teasers.getByRole("link", { name: /^阅读全文：/ });
  await expect(links).toHaveCount(3);
  await expect(links.first().locator("[lang=en]")).toHaveText((await teasers.locator("h3").first().textContent())!);
  // No name that is one string of two languages, as an aria-label would be.
  await expect(teasers.locator("[aria-label]")).toHaveCount(0);
});

test("the hero's badge says 'no account' only to a visitor: a member and a Pro member read their own", async ({ page }) => {
  test.setTimeout(60_000);
  const badge = page.getByTestId("hero-badge");
  const shows = (text: string) => expect(badge).toHaveText(new RegExp(`^${text}$`, "i"), { useInnerText: true });
  await page.goto("/");
  await shows("Free · No account · Under a minute");
  await signInByEmail(page, emailFor("badge"));
  await page.goto("/");
  await shows("Signed in · Every mode free · Under a minute");
  await becomeProByDemoCheckout(page);
  await page.goto("/");
  await shows("Pro · Saved to your history · Under a minute");
});
