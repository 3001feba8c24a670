import { expect, type Locator, type Page } from "@playwright/test";

/** The notices sonner shows (components/toaster-view.tsx). */
export const toasts = (page: Page): Locator => page.locator("[data-sonner-toast]");

/**
 * That a shown toast, once it has come in, covers neither the header nor the phone's bottom bar nor any of `others` (a
 * sticky toolbar), and keeps itself and its close button on the screen: a person can read and reach all of them while it
 * is shown.
 */
export async function expectToastClearOf(page: Page, toast: Locator, others: Record<string, Locator> = {}): Promise<void> {
  const sights = { header: page.getByRole("banner"), ...others };
  const bar = page.getByRole("navigation", { name: /^(Sections|栏目导航)$/ });
  if (await bar.isVisible()) Object.assign(sights, { "bottom bar": bar });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500); // the toast's entrance
  const box = (await toast.boundingBox())!;
  const close = (await toast.locator("[data-close-button]").boundingBox())!;
  const viewport = page.viewportSize()!;
  for (const [name, sight] of Object.entries(sights)) {
    const other = (await sight.boundingBox())!;
    const apart = box.y >= other.y + other.height || other.y >= box.y + box.height || box.x >= other.x + other.width || other.x >= box.x + box.width;
    expect(apart, `the toast (${JSON.stringify(box)}) covers the ${name} (${JSON.stringify(other)})`).toBe(true);
  }
  for (const [name, { x, y, width, height }] of Object.entries({ toast: box, "close button": close })) {
    expect(x >= 0 && y >= 0 && x + width <= viewport.width && y + height <= viewport.height, `the ${name} is on the screen`).toBe(true);
  }
}
