import { test, expect } from "../helpers/test";
import { becomeProByDemoCheckout, emailFor, saveWallpaperFromPage, signInByEmail } from "../helpers/e2e-account";

test("walk", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const shot = async (name: string, full = false) => {
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/s45-shots/${name}.png`, fullPage: full });
  };
  await page.goto("/subscription");
  await shot("subscription-visitor", true);
  await page.goto("/login");
  await shot("login");
  await signInByEmail(page, emailFor("walk"));
  await page.goto("/history");
  await shot("history-free");
  await page.goto("/account");
  await shot("account-free", true);
  await becomeProByDemoCheckout(page);
  await page.goto("/history");
  await shot("history-empty");
  for (const text of ["Pay rent\nCall mum", "Book dentist\nBuy milk\nWalk the dog"]) await saveWallpaperFromPage(page, text);
  await page.goto("/history");
  await expect(page.getByTestId("wallpaper-card")).toHaveCount(2);
  await shot("history-two", true);
  await page.goto("/account");
  await shot("account-pro", true);
  await page.goto("/phone");
  await shot("phone", true);
  await page.goto("/live");
  await shot("live", true);
});
