import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { expectNoSeriousViolations } from "../helpers/a11y";
import { PHONE, expect, test, type Locator, type Page } from "../helpers/test";

/**
 * The wallpaper's look (issue 16): a phone preset with its size, a theme, the text size and alignment, in English and
 * in Chinese, remembered for the next visit; and the Chinese interface's addresses.
 */

const TASKS = "Pay rent before Friday\nWalk the dog\nFinish the report today!!";
const ZH_TASKS = "交房租\n遛狗\n今天完成报告！！";

interface Words {
  path: string;
  look: string;
  tasks: string;
  phone: string;
  theme: string;
  generate: string;
  download: string;
  preview: RegExp;
  overlay: string;
  textSize: string;
  large: string;
  align: string;
  left: string;
}

const ENGLISH: Words = {
  path: "/",
  look: "Look",
  tasks: "Your tasks",
  phone: "Phone",
  theme: "Theme",
  generate: "Generate Preview",
  download: "Download",
  preview: /Your wallpaper preview/,
  overlay: "Show the clock and buttons",
  textSize: "Text size",
  large: "Large",
  align: "Alignment",
  left: "Left, bulleted",
};

const CHINESE: Words = {
  path: "/zh",
  look: "样式",
  tasks: "你的任务",
  phone: "手机型号",
  theme: "主题",
  generate: "生成预览",
  download: "下载",
  preview: /壁纸预览/,
  overlay: "显示时钟和按钮",
  textSize: "字号",
  large: "大",
  align: "对齐方式",
  left: "左对齐（带圆点）",
};

async function openCreator(page: Page, words: Words) {
  await page.goto(`${words.path}#create-wallpaper`);
  await expect(page.getByRole("button", { name: words.generate })).toBeEnabled();
}

/** Unfolds the Look panel (folded by default). */
async function openLook(page: Page, words: Words) {
  await page.locator("summary").filter({ hasText: words.look }).click();
  await expect(page.getByLabel(words.phone, { exact: true })).toBeVisible();
}

/** Clicks Download and decodes the saved PNG: its size and the colour of a corner pixel (the background). */
async function download(page: Page, words: Words) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: words.download, exact: true }).click()]);
  const png = await readFile((await file.path())!);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, corner: [data[0], data[1], data[2]] };
}

const theme = (page: Page, words: Words, name: string) => page.getByRole("radiogroup", { name: words.theme }).getByRole("radio", { name });

/** Picks a swatch or a segment as a person does: by clicking it (the radio itself is visually hidden inside its label). */
async function choose(radio: Locator) {
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
}

for (const [language, words, themeName, background] of [
  ["English", ENGLISH, "Dark", [0x11, 0x18, 0x27]],
  ["Chinese", CHINESE, "纯黑（OLED）", [0, 0, 0]],
] as const) {
  test(
    `${language}: a preset and a theme, previewed, downloaded at the preset's size on the theme's background, and kept after a reload`,
    PHONE,
    async ({ page }) => {
      await openCreator(page, words);
      // Nothing, the header with its language switch included, is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByRole("textbox", { name: words.tasks }).fill(language === "English" ? TASKS : ZH_TASKS);
      await openLook(page, words);
      await page.getByLabel(words.phone, { exact: true }).selectOption("pixel-10");
      await choose(theme(page, words, themeName));
      await choose(page.getByRole("radiogroup", { name: words.textSize }).getByRole("radio", { name: words.large, exact: true }));
      await choose(page.getByRole("radiogroup", { name: words.align }).getByRole("radio", { name: words.left }));
      await expect(page.getByTestId("size-note")).toContainText("1080 × 2424");
      await page.getByRole("button", { name: words.generate }).click();
      const image = page.getByRole("img", { name: words.preview });
      await expect(image).toBeVisible();

      // The frame takes the phone's shape, and the clock and buttons sit over the preview until turned off.
      const frame = page.locator("figure").filter({ has: image });
      const box = (await frame.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(1080 / 2424, 1);
      // A phone-sized frame on every screen (on a desktop, a content-sized column once shrank it to 120 px).
      expect(box.width).toBeGreaterThan(250);
      await expect(page.getByTestId("lock-screen-overlay")).toBeVisible();
      await page.getByRole("checkbox", { name: words.overlay }).uncheck();
      await expect(page.getByTestId("lock-screen-overlay")).toHaveCount(0);

      const saved = await download(page, words);
      expect([saved.width, saved.height]).toEqual([1080, 2424]);
      expect(saved.corner).toEqual(background);

      await page.reload();
      // Folded again, the panel's line already names the remembered choices.
      await expect(page.locator("summary").filter({ hasText: words.look })).toContainText("Pixel 10");
      await openLook(page, words);
      await expect(page.getByLabel(words.phone, { exact: true })).toHaveValue("pixel-10");
      await expect(theme(page, words, themeName)).toBeChecked();
      await expect(page.getByRole("radiogroup", { name: words.textSize }).getByRole("radio", { name: words.large, exact: true })).toBeChecked();
      await expect(page.getByRole("radiogroup", { name: words.align }).getByRole("radio", { name: words.left })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: words.overlay })).not.toBeChecked();
    },
  );
}

test("a changed look redraws the preview from the same tasks", async ({ page }) => {
  await openCreator(page, ENGLISH);
  await page.getByRole("textbox", { name: ENGLISH.tasks }).fill(TASKS);
  await page.getByRole("button", { name: ENGLISH.generate }).click();
  const image = page.getByRole("img", { name: ENGLISH.preview });
  const before = await image.getAttribute("src");
  await openLook(page, ENGLISH);
  await choose(theme(page, ENGLISH, "Ocean"));
  await expect(image).not.toHaveAttribute("src", before!);
  const saved = await download(page, ENGLISH);
  expect([saved.width, saved.height]).toEqual([1179, 2556]);
  expect(saved.corner).not.toEqual([255, 255, 255]);
});

test("a custom size: out of range is refused with a message, a valid one is downloaded", async ({ page }) => {
  await openCreator(page, ENGLISH);
  await page.getByRole("textbox", { name: ENGLISH.tasks }).fill(TASKS);
  await openLook(page, ENGLISH);
  await page.getByLabel(ENGLISH.phone, { exact: true }).selectOption("custom");
  await page.getByRole("spinbutton", { name: "Width (px)" }).fill("100");
  await expect(page.getByRole("alert").filter({ hasText: "from 320 to 4096" })).toBeVisible();
  await page.getByRole("spinbutton", { name: "Width (px)" }).fill("800");
  await page.getByRole("spinbutton", { name: "Height (px)" }).fill("1600");
  await expect(page.getByTestId("size-note")).toContainText("800 × 1600");
  await page.getByRole("button", { name: ENGLISH.generate }).click();
  await expect(page.getByRole("img", { name: ENGLISH.preview })).toBeVisible();
  const saved = await download(page, ENGLISH);
  expect([saved.width, saved.height]).toEqual([800, 1600]);
});

test("on a phone, the creator picks that phone's own size and says so", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 402, height: 874 },
    screen: { width: 402, height: 874 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });
  const page = await context.newPage();
  await openCreator(page, ENGLISH);
  await expect(page.getByTestId("size-note")).toHaveText("Sized for your phone: 1206 × 2622");
  await openLook(page, ENGLISH);
  await expect(page.getByLabel(ENGLISH.phone, { exact: true })).toHaveValue("iphone-17");
  await context.close();
});

test("the Chinese interface: its own addresses, lang and hreflang, the switcher and the cookie", async ({ page, browser }) => {
  await page.goto("/zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 2, name: "制作你的壁纸" })).toBeVisible();
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/zh$/);

  // An English address keeps its English page for a visitor who has chosen nothing.
  const english = await browser.newContext({ locale: "en-GB" });
  const visitor = await english.newPage();
  await visitor.goto("/faq");
  await expect(visitor).toHaveURL(/\/faq$/);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  // The switcher opens the same page in Chinese, and the choice holds on English addresses after that.
  await visitor
    .getByRole("banner")
    .getByRole("link", { name: /简体中文/ })
    .click();
  await expect(visitor).toHaveURL(/\/zh\/faq$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("常见问题");
  await visitor.goto("/about");
  await expect(visitor).toHaveURL(/\/zh\/about$/);
  // And back: English again, for good.
  await visitor
    .getByRole("banner")
    .getByRole("link", { name: /English/ })
    .click();
  await expect(visitor).toHaveURL(/\/about$/);
  await visitor.goto("/faq");
  await expect(visitor).toHaveURL(/\/faq$/);
  await english.close();

  // A first visit whose browser asks for Chinese opens the Chinese home page.
  const chinese = await browser.newContext({ locale: "zh-CN" });
  const reader = await chinese.newPage();
  await reader.goto("/");
  await expect(reader).toHaveURL(/\/zh$/);
  // Articles stay English, in the Chinese interface.
  await reader.goto("/zh/blog");
  await reader.getByRole("article").first().getByRole("link").first().click();
  await expect(reader.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await chinese.close();
});

test("axe finds nothing serious in the creator, in English and in Chinese", async ({ page }) => {
  // The creator's section only (the whole page is checked in creator.spec.ts): two full-page runs with the pickers
  // open took over 30 s on CI's two cores.
  for (const words of [ENGLISH, CHINESE]) {
    await openCreator(page, words);
    await page.getByRole("textbox", { name: words.tasks }).fill(TASKS);
    await page.getByRole("button", { name: words.generate }).click();
    await expect(page.getByRole("img", { name: words.preview })).toBeVisible();
    await openLook(page, words); // the pickers too
    await expectNoSeriousViolations(page, { include: "#create-wallpaper" });
  }
});
