import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.0 and 2.1 A and AA rules, which the content pages meet at every impact. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21aa"];

interface ScanOptions {
  /** Only the part of the page that this CSS selector picks. */
  include?: string;
  /** Also fail on a WCAG A or AA violation of minor or moderate impact. */
  wcagAtAnyImpact?: boolean;
}

/** Runs axe on the page once and expects no serious or critical violation (and, if asked, no WCAG A/AA one at all). */
export async function expectNoSeriousViolations(page: Page, { include, wcagAtAnyImpact = false }: ScanOptions = {}) {
  // Only violations are read: axe then skips listing every passing node, which took a third of a scan's time.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (include ? builder.include(include) : builder).analyze();
  const failing = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical" || (wcagAtAnyImpact && v.tags.some((tag) => WCAG_AA_TAGS.includes(tag))),
  );
  expect(failing.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
