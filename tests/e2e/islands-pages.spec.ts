/**
 * The public pages built ahead of time are served as static HTML with islands (config/island-pages.ts, decision record
 * 006): no script of Next's, and every control a person can use hydrates by itself. The pages' own behaviour (the FAQ's
 * questions, the quiz, the live address, the articles) is tested in pages.spec.ts, blog.spec.ts and live.spec.ts, which
 * load the same pages as served.
 */
import { emailFor, signInByEmail } from "../helpers/e2e-account";
import { holdBack } from "../helpers/hold-back";
import { expect, test, type Page } from "../helpers/test";

const ARTICLE = "/blog/mental-energy-approach";
const PAGES = ["/faq", "/about", "/support", "/privacy", "/terms", "/live", "/quiz/procrastination-type", "/blog", ARTICLE];

/** The path of every script the page asks for from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const path of [...PAGES, ...PAGES.map((path) => `/zh${path}`)]) {
  test(`${path} loads none of Next's scripts, and every island on it hydrates`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(path);
    // The islands that wait to come near the screen (the live address on a phone) are brought there.
    for (const island of await page.locator("[data-island][data-hydrate=visible] > :first-child").all()) await island.scrollIntoViewIfNeeded();
    const islands = page.locator("[data-island]");
    await expect(islands.first()).toBeAttached();
    for (const island of await islands.all()) await expect(island).toHaveAttribute("data-hydrated");
    expect(
      scripts.filter((script) => script.startsWith("/_next/")),
      "Next's scripts",
    ).toEqual([]);
    expect(scripts.some((script) => /^\/islands\/main-\w+\.js$/.test(script))).toBe(true);
    // No inline script but structured data, and no control outside an island: one would render and do nothing.
    await expect(page.locator('script:not([src]):not([type="application/ld+json"])')).toHaveCount(0);
    await expect(
      page.locator("button, input, select, textarea, [role=button]").filter({ visible: true }).and(page.locator(":not([data-island] *)")),
    ).toHaveCount(0);
  });
}

test.describe("a visitor whose browser asks for Chinese", () => {
  test.use({ locale: "zh-CN" });

  for (const [path, where] of [
    ["/zh", "contentinfo"],
    ["/zh/faq", "contentinfo"],
    ["/zh/terms", "banner"],
    ["/zh/blog", "banner"],
    [`/zh${ARTICLE}`, "contentinfo"],
  ] as const) {
    test(`switches ${path} to English from the ${where === "banner" ? "header" : "footer"}, and stays in English`, async ({ page }) => {
      await page.goto(path);
      const languageSwitch = page.getByRole(where).getByRole("link", { name: "语言: English" });
      // A link works without its island's code, but the choice is kept (the cookie) by that code.
      await expect(languageSwitch.locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute("data-hydrated");
      await languageSwitch.click();
      await expect(page).toHaveURL(path.slice("/zh".length) || "/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // The browser still asks for Chinese: the English page is kept because it was chosen.
      await page.goto("/faq");
      await expect(page).toHaveURL(/\/faq$/);
    });
  }
});

test("a link between two pages served with islands is a full page load, and the page it opens is served with islands", async ({ page }) => {
  await page.goto("/faq");
  await page.evaluate(() => Object.assign(window, { beforeTheLink: true }));
  const scripts = scriptsOf(page);
  await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weight Loss & Fitness Motivation Blog");
  expect(await page.evaluate(() => "beforeTheLink" in window)).toBe(false);
  expect(scripts.filter((script) => script.startsWith("/_next/"))).toEqual([]);
});

test("signed in, the account menu opens on a page served with islands and leads to the history, which Next renders", async ({ page }) => {
  const email = await signInByEmail(page, emailFor("islands"));
  await page.goto("/support");
  const menuButton = page.getByRole("button", { name: /^Account menu for / });
  await menuButton.click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([new RegExp(email.split("@")[0]!), "Subscription Management", "Wallpaper History", "Sign Out"]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await menuButton.click();
  await menu.getByRole("menuitem", { name: "Wallpaper History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The history is a page of the app, rendered with Next: its router is on the page.
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")));
});

test("the quiz keeps an answer and a Next clicked before its code has arrived, and makes them once it has", async ({ page }) => {
  const release = await holdBack(page, /\/islands\/chunks\/procrastination-quiz-\w+\.js$/);
  await page.goto("/quiz/procrastination-type");
  const answer = page.getByRole("radio", { name: /I freeze/ });
  await answer.click({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  // Held: the box is not ticked and the question is the first.
  await expect(answer).not.toBeChecked();
  await expect(page.getByText("Question 1 of 6")).toBeVisible();
  release();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: /I freeze/ })).toBeChecked();
});
