import { expect, test } from "../helpers/test";
import { expectNoSeriousViolations } from "../helpers/a11y";
import { emailFor, signInByEmail } from "../helpers/e2e-account";

/**
 * The content pages: no WCAG A or AA violation at any impact, and one main heading. (The home page is scanned with a
 * drawn preview, at both widths, in creator.spec.ts.)
 */
const CONTENT_PAGES = ["/faq", "/privacy", "/terms", "/about", "/support", "/quiz/procrastination-type"];
/** One page of each other type: no serious or critical accessibility violation. */
const PAGES = [
  "/live",
  "/search?q=focus",
  "/blog",
  "/blog/science-of-phone-checking",
  "/blog/not-a-real-article",
  "/not-a-real-page",
  "/zh/history/%E0%A4%A",
  "/offline",
  "/history",
  "/login",
  "/auth/callback?error=invalid_code",
  "/dev/mailbox",
];
/** Pages a signed-in person sees, checked with the account menu open. */
const SIGNED_IN_PAGES = ["/account", "/subscription"];

for (const path of CONTENT_PAGES) {
  test(`${path} meets WCAG 2.1 A and AA and has one main heading`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page, { wcagAtAnyImpact: true });
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test("signed-in pages and the open account menu have no serious or critical accessibility violations", async ({ page }) => {
  await signInByEmail(page, emailFor("a11y"));
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
