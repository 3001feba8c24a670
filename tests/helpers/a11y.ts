import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe on the page, or only on the part that `include` selects (a CSS selector), and expects nothing serious. */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  // Only violations are read: axe then skips listing every passing node, which took a third of a scan's time.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
