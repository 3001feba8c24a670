import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page } from "../helpers/test";

/**
 * The site as an installed app (decision record 015): after one visit, the service worker keeps the creator, so a
 * wallpaper can be made and downloaded with no connection, and a page that needs one says so.
 */

// The browser tests block service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: "allow" });

const taskBox = (page: Page, name = "Your tasks") => page.getByRole("textbox", { name });
const preview = (page: Page) => page.getByRole("img", { name: /Your wallpaper preview|壁纸预览/ });

/** The first visit: the page loads, the worker keeps the creator's files and takes control of the page. */
async function visitOnce(page: Page, path = "/") {
  await page.goto(path);
  // `ready` settles once a worker has kept everything and is active; it then claims the page.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}

async function downloadWallpaper(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  const file = await readFile((await download.path())!);
  return { file, metadata: await sharp(file).metadata() };
}

test("after one visit, the creator makes and downloads a wallpaper with no connection", async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await taskBox(page).fill("Pay rent before Friday\nWalk the dog\nCall the dentist");
  await page.getByRole("group", { name: "Mode" }).getByRole("button", { name: "Add Emoji", exact: true }).click();
  await page.getByRole("button", { name: "Generate Preview" }).click();
  await expect(preview(page)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  const { file, metadata } = await downloadWallpaper(page, "Download");
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1179, 2556]);
  expect(file.byteLength).toBeGreaterThan(10_000);
  await expect(page.getByText("Wallpaper downloaded. Set it as your lock screen!")).toBeVisible();
});

test("offline, the Chinese creator draws a list whose characters were never fetched, from the kept Chinese page", async ({ page, context }) => {
  await visitOnce(page, "/zh");
  await context.setOffline(true);
  await page.goto("/zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  // Noto Sans SC is kept subset by subset as lists need it: these characters' subsets were never asked for, so they
  // are drawn in the system's font rather than failing the preview.
  await taskBox(page, "你的任务").fill("今天交房租\n遛狗");
  await page.getByRole("button", { name: "生成预览" }).click();
  await expect(preview(page)).toBeVisible();
  const { metadata } = await downloadWallpaper(page, "下载");
  expect([metadata.width, metadata.height]).toEqual([1179, 2556]);
});

test("offline, a page that needs the connection says so plainly, in its language, with the way back to the creator", async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);

  await page.goto("/history");
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("This page needs an internet connection")).toBeVisible();
  await page.getByRole("link", { name: "Open the creator" }).click();
  await expect(taskBox(page)).toBeVisible();

  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();

  await page.goto("/zh/account");
  await expect(page.getByRole("heading", { name: "当前处于离线状态" })).toBeVisible();
  await expect(page.getByRole("link", { name: "打开壁纸生成器" })).toHaveAttribute("href", "/zh#create-wallpaper");
});

/** Every response the worker keeps, by path, with the date the server sent it. */
async function keptResponses(page: Page) {
  return page.evaluate(async () => {
    const kept: Array<{ path: string; date: string | null }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        kept.push({ path: new URL(request.url).pathname, date: (await cache.match(request))?.headers.get("date") ?? null });
      }
    }
    return kept;
  });
}

test("the worker keeps nothing personal: no API answer and no page from a visit", async ({ page }) => {
  await visitOnce(page);
  await page.goto("/history");
  await page.goto("/faq");
  const kept = (await keptResponses(page)).map(({ path }) => path);
  expect(kept).toEqual(expect.arrayContaining(["/", "/zh", "/offline", "/zh/offline"]));
  expect(kept.filter((path) => path.startsWith("/api/") || /^(\/zh)?\/(history|account|login|subscription|faq)/.test(path))).toEqual([]);
});

test("while there is a connection, pages come from the server, not the kept copy, and the newest worker is in charge", async ({ page }) => {
  await visitOnce(page);
  const keptHome = (await keptResponses(page)).find(({ path }) => path === "/");
  await page.waitForTimeout(1_100);
  const response = await page.reload();
  expect(Date.parse(response!.headers()["date"]!)).toBeGreaterThan(Date.parse(keptHome!.date!));
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { waiting: found?.waiting ?? null, scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(registration).toEqual({ waiting: null, scope: expect.stringMatching(/:\d+\/$/), script: expect.stringMatching(/\/serwist\/sw\.js$/) });
});

test("Chrome can install the site as an app", async ({ playwright, baseURL }, testInfo) => {
  // Chrome never offers to install from a private window, which every test's context is: this one gets a profile.
  const profile = await mkdtemp(path.join(os.tmpdir(), "wallminder-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await visitOnce(page);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Wallminder", start_url: "/", display: "standalone", theme_color: "#4f46e5" });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#4f46e5");
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
