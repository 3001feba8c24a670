import type { Page } from "@playwright/test";

/** Holds back the scripts whose address matches `pattern` until `release()`: an island's code that has not arrived yet. */
export async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
