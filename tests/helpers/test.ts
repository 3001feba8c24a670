/**
 * Playwright's `test` for every browser test, with one thing added: a test fails when the page it drove logged a
 * Content Security Policy violation (a blocked script, style, image or request), so the policy in
 * config/security-headers.ts can never silently break a page.
 */
import { test as base, expect } from "@playwright/test";

export * from "@playwright/test";

/**
 * The tag of the tests that run again at 390 px (the "phone" project): those whose layout differs on a phone, such as
 * the creator's whole flow, the history's cards and the payment pages. The rest run at desktop width only.
 */
export const PHONE = { tag: "@phone" };

export const test = base.extend<{ cspViolationsExpected: boolean; failOnCspViolation: void }>({
  // Only for the test that proves the policy blocks an injected script: `test.use({ cspViolationsExpected: true })`.
  cspViolationsExpected: [false, { option: true }],
  failOnCspViolation: [
    async ({ page, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      if (cspViolationsExpected) return;
      expect(violations, "Content Security Policy violations in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});
