import jsQR from "jsqr";
import sharp from "sharp";
import { PHONE, expect, test, type Page } from "../helpers/test";

/** Send to phone (issue 17 §3): the QR code's address opens the same wallpaper on a phone, with no account and nothing stored. */

const TASKS = "Pay rent before Friday\nWalk the dog\nFinish the report today!!\nCall mum";

/** The address in the QR code, read from the pixels of the code as the page shows it (no attribute, no shortcut). */
async function scanCode(page: Page): Promise<string> {
  const code = page.getByRole("img", { name: "QR code that opens this wallpaper on a phone" });
  await expect(code).toBeVisible();
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  expect(found, "a QR code the camera can read").not.toBeNull();
  return found!.data;
}

test("the code opens the same preview on a phone, at 390 px, drawn there from the address alone", PHONE, async ({ page, browser }) => {
  await page.goto("/#create-wallpaper");
  await page.getByRole("textbox", { name: "Your tasks" }).fill(TASKS);
  await page.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Sort for Me" }).click();
  await page.locator("summary").filter({ hasText: "Look" }).click();
  await page.getByRole("radiogroup", { name: "Theme" }).getByRole("radio", { name: "Forest" }).locator("xpath=..").click();
  await page.getByRole("button", { name: "Generate Preview" }).click();
  const preview = page.getByRole("img", { name: /Your wallpaper preview/ });
  await expect(preview).toBeVisible();
  const previewAlt = (await preview.getAttribute("alt"))!.replace("Your wallpaper preview: ", "");

  await page.getByRole("button", { name: "Send to phone" }).click();
  const address = await scanCode(page);
  const url = new URL(address);
  expect(url.pathname).toBe("/phone");
  expect(url.search).toBe("");
  expect(url.hash).toMatch(/^#w=[\w-]+$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A phone: another browser with no cookie and no storage, 390 px wide. Nothing about the list reaches the server.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const phonePage = await phone.newPage();
  const requested: Array<{ url: string; body: string | null }> = [];
  phonePage.on("request", (request) => requested.push({ url: request.url(), body: request.postData() }));
  await phonePage.goto(address);
  const image = phonePage.getByRole("img", { name: /Your wallpaper:/ });
  await expect(image).toBeVisible();
  // The same tasks in the same order (Sort for Me's order, not run again on the phone).
  expect(await image.getAttribute("alt")).toBe(`Your wallpaper: ${previewAlt}`);
  // The page, its scripts and fonts, and the header's session check: no request carries the list.
  const carriesList = ({ url: sent, body }: { url: string; body: string | null }) =>
    sent.includes(url.hash.slice(3, 40)) || /Walk|rent/.test(decodeURIComponent(sent)) || (body !== null && /Walk|rent|w=/.test(body));
  expect(requested.filter(carriesList)).toEqual([]);
  const [download] = await Promise.all([phonePage.waitForEvent("download"), phonePage.getByRole("button", { name: "Download" }).click()]);
  const { data, info } = await sharp((await download.path())!)
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1179, 2556]);
  // Forest is a dark green gradient: the top corner is far from white.
  expect(data[0]! + data[1]! + data[2]!).toBeLessThan(200);
  await phone.close();
});

test("a damaged link says so and offers the creator", async ({ page }) => {
  await page.goto("/phone#w=not-a-wallpaper");
  await expect(page.getByRole("alert").filter({ hasText: "This link holds no wallpaper" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Make your own wallpaper" })).toBeVisible();
});

test("a list too long for a scannable code gets a clear message instead of a code", async ({ page }) => {
  await page.goto("/#create-wallpaper");
  // Ninety tasks that share little, so that compression cannot save them.
  const long = Array.from(
    { length: 90 },
    (_, i) => `${(i * 7919 + 13).toString(36)} ${(i * 104729 + 7).toString(36)} ${(i * 15485863).toString(36)}`,
  ).join("\n");
  await page.getByRole("textbox", { name: "Your tasks" }).fill(long);
  await page.getByRole("button", { name: "Generate Preview" }).click();
  await expect(page.getByRole("img", { name: /Your wallpaper preview/ })).toBeVisible();
  await page.getByRole("button", { name: "Send to phone" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toContainText("too long for a code a phone can scan");
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
});
