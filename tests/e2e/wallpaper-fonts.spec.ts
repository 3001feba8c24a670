/**
 * The wallpaper a browser draws is the one the server draws, on a machine with no emoji font of its own (CI's
 * Chromium, many Linux desktops, kiosks): the browser here runs with fontconfig told to reject every system emoji font,
 * so every emoji it draws comes from the font the app ships. Online and offline (the service worker's copy).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { emailFor, signInByEmail } from "../helpers/e2e-account";
import { expect, test } from "../helpers/test";

test.slow();

/** The system's fonts, less any emoji font: what Chromium sees on a machine without one. */
function fontconfigWithoutEmoji(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "wallminder-fonts-"));
  const file = path.join(dir, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${dir}/cache</cachedir>
  <selectfont><rejectfont><glob>*Emoji*</glob><glob>*emoji*</glob></rejectfont></selectfont>
</fontconfig>
`,
  );
  return file;
}

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
    env: { ...process.env, FONTCONFIG_FILE: fontconfigWithoutEmoji() },
  });
});
test.afterAll(() => browser.close());

const newContext = (options: Parameters<Browser["newContext"]>[0] = {}) =>
  browser.newContext({ baseURL: BASE_URL, acceptDownloads: true, serviceWorkers: "block", ...options });

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}
const decode = async (png: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Pixels of a colour, not of the theme's greys and whites: what only an emoji draws on the default wallpaper. */
function colourful(image: Raw): number {
  let count = 0;
  for (let i = 0; i < image.data.length; i += 3) {
    const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60 && Math.max(r, g, b) > 120) count++;
  }
  return count;
}

/** How far two images of one size are apart: the share of pixels whose channels differ by more than 48. */
function difference(a: Raw, b: Raw): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const far = Math.max(Math.abs(a.data[i]! - b.data[i]!), Math.abs(a.data[i + 1]! - b.data[i + 1]!), Math.abs(a.data[i + 2]! - b.data[i + 2]!));
    if (far > 48) differing++;
  }
  return differing / (a.width * a.height);
}

const LISTS = [
  { name: "English", path: "/", text: "Pay rent before Friday\nWalk the dog\nCall the dentist", mode: "plain", modeButton: "Plain", emoji: false },
  { name: "Chinese", path: "/zh", text: "交房租\n遛狗\n给牙医打电话", mode: "plain", modeButton: "原样", emoji: false },
  { name: "emoji", path: "/", text: "Walk the dog 🐕\nWater the plants\nBuy milk", mode: "emoji", modeButton: "Add Emoji", emoji: true },
] as const;

/** The creator's own download, as a visitor makes it: the browser's drawing. */
async function browserPng(page: Page, list: (typeof LISTS)[number]): Promise<Buffer> {
  await page.goto(`${list.path}#create-wallpaper`);
  await page.getByRole("textbox").first().fill(list.text);
  await page
    .getByRole("group", { name: /^(Mode|模式)$/ })
    .getByRole("button", { name: list.modeButton, exact: true })
    .click();
  await page
    .locator("form")
    .getByRole("button", { name: /Generate Preview|生成预览/ })
    .click();
  await expect(page.getByRole("img", { name: /wallpaper preview|壁纸预览/i })).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /^(Download|下载)$/ }).click()]);
  return readFile((await file.path())!);
}

let server: BrowserContext;
test.beforeAll(async () => {
  server = await newContext();
  await signInByEmail(await server.newPage(), emailFor("fonts"));
});

/** The server's PNG of the same list, at the same (default) size and look. */
async function serverPng(list: (typeof LISTS)[number]): Promise<Buffer> {
  const response = await server.request.post("/api/wallpaper/generate", {
    headers: { Origin: BASE_URL },
    data: { text: list.text, options: { generation_mode: list.mode } },
  });
  expect(response.status()).toBe(200);
  return response.body();
}

test("this browser has no emoji font of its own", async () => {
  const page = await (await newContext()).newPage();
  await page.goto("/offline");
  const coloured = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 64, height: 64 });
    const ctx = canvas.getContext("2d")!;
    ctx.font = "48px sans-serif";
    ctx.textBaseline = "top";
    ctx.fillText("🐕", 0, 0);
    const pixels = ctx.getImageData(0, 0, 64, 64).data;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4)
      if (Math.max(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) - Math.min(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) > 60) count++;
    return count;
  });
  expect(coloured, "a system emoji font would hide what the tests below look for").toBe(0);
});

for (const list of LISTS) {
  test(`${list.name}: the PNG the browser draws matches the server's, emoji drawn in colour`, async () => {
    const page = await (await newContext()).newPage();
    const [drawn, served] = await Promise.all([browserPng(page, list).then(decode), serverPng(list).then(decode)]);
    // Tolerance: anti-aliasing differs between the browser's and the server's Skia; glyphs, places and colours do not.
    expect(difference(drawn, served)).toBeLessThan(0.002);
    if (list.emoji) {
      expect(colourful(served), "the server draws the emoji").toBeGreaterThan(500);
      expect(colourful(drawn), "the browser draws the emoji, in colour").toBeGreaterThan(0.8 * colourful(served));
    } else {
      expect(colourful(drawn)).toBe(0);
    }
  });
}

for (const list of [LISTS[0], LISTS[1]]) {
  test(`${list.name}: on a slow connection the browser waits for the fonts, and its PNG still matches the server's`, async () => {
    const page = await (await newContext()).newPage();
    // Every stylesheet and font file arrives 1.5 s after it is asked for: Generate is pressed before the creator's
    // font stylesheet has come, which once drew Chinese as empty boxes and Latin in the system's face.
    await page.route(/\.(css|woff2)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const [drawn, served] = await Promise.all([browserPng(page, list).then(decode), serverPng(list).then(decode)]);
    expect(difference(drawn, served)).toBeLessThan(0.002);
  });
}

test("a font stylesheet whose first request is lost is asked again, and the PNG still matches the server's", async () => {
  const page = await (await newContext()).newPage();
  // The first request for each of the creator's font stylesheets fails, as on a train going into a tunnel.
  const failed = new Set<string>();
  await page.route(/\/islands\/styles\/wght-[^/]*\.css$/, async (route) => {
    const url = route.request().url();
    if (failed.has(url)) return route.continue();
    failed.add(url);
    await route.abort("internetdisconnected");
  });
  const list = LISTS[1]!;
  const [drawn, served] = await Promise.all([browserPng(page, list).then(decode), serverPng(list).then(decode)]);
  expect(failed.size, "the creator's font stylesheets were each lost once").toBeGreaterThan(0);
  expect(difference(drawn, served)).toBeLessThan(0.002);
});

test("offline, the creator still draws the emoji from the font the service worker kept", async () => {
  const context = await newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await page.goto("/");
  // The worker has kept the creator's files, fonts included, and controls the page (decision record 015).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
  await context.setOffline(true);
  await page.reload();
  const list = LISTS[2];
  const drawn = await decode(await browserPng(page, list));
  await context.setOffline(false);
  const served = await decode(await serverPng(list));
  expect(colourful(drawn)).toBeGreaterThan(0.8 * colourful(served));
  expect(difference(drawn, served)).toBeLessThan(0.002);
});
