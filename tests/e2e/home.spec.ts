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
