import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/** One page of each type: no serious or critical accessibility violation. */
const PAGES = ["/", "/faq", "/privacy", "/terms", "/about", "/support", "/quiz/procrastination-type", "/search?q=focus", "/blog", "/blog/science-of-phone-checking", "/blog/not-a-real-article", "/history"];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
