/**
 * The live wallpaper as a Pro member sets it up and as a phone's Shortcut uses it: the address is made on the account
 * page and shown once, the Shortcut fetches it with no cookie, and ticking a task in the history changes the picture
 * the next fetch gets, with the task struck through in the decoded image.
 */
import { type APIRequestContext, request as newRequest } from "@playwright/test";
import sharp from "sharp";
import { becomeProByDemoCheckout, emailFor, saveWallpaperFromPage, signInByEmail } from "../helpers/e2e-account";
import { PHONE, expect, test, type Page } from "../helpers/test";

/** The live address panel, brought near the screen: on the guide it hydrates only then (decision record 006). */
async function livePanel(page: Page) {
  const panel = page.getByTestId("live-panel");
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

/** What a Shortcut's "Get Contents of URL" does: a GET with no cookie, keeping the last ETag as a phone's cache would. */
class Shortcut {
  private etag: string | null = null;
  constructor(
    private readonly http: APIRequestContext,
    private readonly address: string,
  ) {}

  async fetch(): Promise<{ status: number; png: Buffer | null }> {
    const response = await this.http.get(this.address, { headers: this.etag ? { "If-None-Match": this.etag } : {} });
    expect(response.headers()["set-cookie"]).toBeUndefined();
    if (response.status() === 200) {
      expect(response.headers()["content-type"]).toBe("image/png");
      this.etag = response.headers()["etag"]!;
      return { status: 200, png: await response.body() };
    }
    return { status: response.status(), png: null };
  }
}

/** The RGB pixels of a PNG, for reading ink. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The rows where two pictures differ, and in the newer one the longest unbroken run of ink within them. Text is
 * letters with gaps between them; a line struck through is one run as wide as the task.
 */
async function changedBand(before: Buffer, after: Buffer) {
  const [a, b] = await Promise.all([pixels(before), pixels(after)]);
  const background = [b.data[0]!, b.data[1]!, b.data[2]!];
  const rows: number[] = [];
  let longestRun = 0;
  for (let y = 0; y < b.height; y++) {
    let differs = false;
    let run = 0;
    for (let x = 0; x < b.width; x++) {
      const i = (y * b.width + x) * 3;
      if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) differs = true;
      const ink = Math.abs(b.data[i]! - background[0]!) + Math.abs(b.data[i + 1]! - background[1]!) + Math.abs(b.data[i + 2]! - background[2]!) > 60;
      run = ink ? run + 1 : 0;
      if (differs) longestRun = Math.max(longestRun, run);
    }
    if (differs) rows.push(y);
  }
  return { rows, longestRun };
}

test(
  "a Shortcut fetches the live wallpaper with no cookie, and a task ticked in the history is struck through in the next picture",
  PHONE,
  async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signInByEmail(page, emailFor("live"));
    await becomeProByDemoCheckout(page);
    const older = await saveWallpaperFromPage(page, "Water the plants\nCall the bank");
    const newest = await saveWallpaperFromPage(page, "Call mum\nBuy milk\nPay rent");

    // The address is made on the setup guide, and copied with its button to paste into the Shortcut.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/live");
    const panel = await livePanel(page);
    await expect(panel.getByText("Your live wallpaper is off")).toBeVisible();
    await panel.getByRole("button", { name: "Turn on live wallpaper" }).click();
    const shown = panel.getByTestId("live-address");
    await expect(shown).toHaveValue(/\/api\/live\/[A-Za-z0-9_-]{43}$/);
    const address = await shown.inputValue();
    await expect(panel.getByTestId("live-status")).toContainText(`…${address.slice(-4)}`);
    await panel.getByRole("button", { name: "Copy address" }).click();
    await expect(page.getByText("Address copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(panel.getByRole("link", { name: "How to set it up on your phone" })).toHaveCount(0);

    const http = await newRequest.newContext({ baseURL });
    try {
      const shortcut = new Shortcut(http, address);
      const first = await shortcut.fetch();
      expect(first.status).toBe(200);
      expect(await sharp(first.png!).metadata()).toMatchObject({ width: 1179, height: 2556 });
      expect((await shortcut.fetch()).status).toBe(304);

      await page.goto(`/history/${newest}`);
      const saved = page.waitForResponse((response) => response.url().endsWith(`/api/wallpaper/${newest}/tasks`) && response.ok());
      await page.getByRole("checkbox", { name: "Buy milk" }).check();
      await saved;

      const ticked = await shortcut.fetch();
      expect(ticked.status).toBe(200);
      const band = await changedBand(first.png!, ticked.png!);
      // Only the band of one line changed (the middle one of three), and it now holds a stroke wider than any letter.
      expect(band.rows.length).toBeGreaterThan(0);
      expect(band.rows.at(-1)! - band.rows[0]!).toBeLessThan(200);
      expect(band.longestRun).toBeGreaterThan(150);
      expect((await shortcut.fetch()).status).toBe(304);

      // Pinning another wallpaper from its page changes what the address shows.
      await page.goto(`/history/${older}`);
      await page.getByRole("button", { name: "Show on my live wallpaper" }).click();
      await expect(page.getByRole("button", { name: "On your live wallpaper" })).toHaveAttribute("aria-pressed", "true");
      const pinned = await shortcut.fetch();
      expect(pinned.status).toBe(200);
      expect(pinned.png!.equals(ticked.png!)).toBe(false);

      // On the account page the address is never shown in full again, beside the way to the guide; turning it off
      // makes it a plain 404.
      await page.goto("/account");
      await expect(panel.getByRole("link", { name: "How to set it up on your phone" })).toHaveAttribute("href", "/live");
      await expect(panel.getByTestId("live-status")).toContainText(`…${address.slice(-4)}`);
      expect(await page.content()).not.toContain(address.split("/").at(-1));
      await expect(panel.getByText("It shows the wallpaper you pinned.")).toBeVisible();
      await panel.getByRole("button", { name: "Turn off" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
      await expect(panel.getByText("Your live wallpaper is off")).toBeVisible();
      expect((await shortcut.fetch()).status).toBe(404);
    } finally {
      await http.dispose();
    }
  },
);

test("a free account is shown the way to Pro instead of an address, on its account page and on the guide", async ({ page }) => {
  await signInByEmail(page, emailFor("live-free"));
  // Neither page asks for a live address it cannot have (the server would answer 403, logged in the console).
  const asked: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => void (new URL(request.url()).pathname === "/api/live" && asked.push(request.url())));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  for (const path of ["/account", "/live"]) {
    await page.goto(path);
    const panel = await livePanel(page);
    await expect(panel.getByText("The live wallpaper comes with Pro.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Get Pro" })).toHaveAttribute("href", "/subscription");
    await expect(panel.getByRole("button", { name: "Turn on live wallpaper" })).toHaveCount(0);
  }
  await expect(page.getByTestId("live-panel").getByText("Pro keeps your wallpapers in a private history")).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe("the setup guide", () => {
  test(
    "a visitor reads what the live wallpaper does, the steps for iPhone and Android with their pictures, and the way to Pro",
    PHONE,
    async ({ page }) => {
      expect((await page.goto("/live"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Live wallpaper" })).toBeVisible();
      const panel = await livePanel(page);
      await expect(panel.getByText("Pro keeps your wallpapers in a private history")).toBeVisible();
      await expect(panel.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?next=%2Flive");
      await expect(panel.getByRole("link", { name: "Get Pro" })).toHaveAttribute("href", "/subscription");

      // The guide names the host the site calls itself (SITE_URL, as in its canonical address).
      const host = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).host;
      const iphone = page.locator("#iphone");
      await expect(iphone.getByRole("heading", { level: 3 })).toContainText(["Make the shortcut", "Run it once by hand", "Let it run every day"]);
      await expect(iphone.getByText(`iOS asks whether to allow Wallminder to connect to ${host}`)).toBeVisible();
      await expect(iphone.getByRole("heading", { name: "When iOS asks for confirmation" })).toBeVisible();
      await expect(iphone.locator("dt")).toHaveText(["iOS 15 and earlier", "iOS 16", "iOS 17", "iOS 18", "iOS 26 and later"]);
      await expect(page.locator("#android").getByRole("heading", { level: 3 })).toContainText(["MacroDroid", "Tasker"]);

      // Six drawn pictures of the phone's steps, each named for what it shows; the ones that show the address show this
      // site's host. (The Reminders section's pictures are files: tests/e2e/live-reminders.spec.ts.)
      const pictures = page.getByRole("main").locator("svg[role=img]");
      await expect(pictures).toHaveCount(6);
      for (const picture of await pictures.all()) {
        await expect(picture).toBeVisible();
        expect((await picture.getAttribute("aria-label"))!.length).toBeGreaterThan(40);
      }
      await expect(page.getByRole("img", { name: /allow Wallminder to connect to/i })).toContainText(host);

      // Nothing runs off the side of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    },
  );

  test("the guide reads in Chinese, pictures included, and no word in a picture runs off the phone's screen", async ({ page }) => {
    await page.goto("/zh/live");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("实时壁纸");
    await expect(page.getByRole("main").locator("svg[role=img]")).toHaveCount(6);
    for (const path of ["/zh/live", "/live"]) {
      await page.goto(path);
      // The phone's screen spans x 8 to 232 of each picture's 240 units (components/live/pictures/phone-frame.tsx).
      const outside = await page.locator("main svg[role=img] text").evaluateAll((texts) =>
        texts
          .map((text) => ({ text: text.textContent, box: (text as SVGTextElement).getBBox() }))
          .filter(({ box }) => box.x < 8 || box.x + box.width > 232)
          .map(({ text }) => text),
      );
      expect(outside, path).toEqual([]);
    }
    await page.goto("/zh/live");
    await expect(page.getByRole("main")).not.toContainText("livePage.");
    await expect((await livePanel(page)).getByRole("link", { name: "登录" })).toHaveAttribute("href", "/zh/login?next=%2Fzh%2Flive");
  });
});

test(
  "the look a Pro member picks in the creator is kept with the saved wallpaper and drawn by the live address",
  PHONE,
  async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signInByEmail(page, emailFor("live-look"));
    await becomeProByDemoCheckout(page);
    await page.goto("/#create-wallpaper");
    await expect(page.getByRole("button", { name: "Generate Preview" })).toBeEnabled();
    await page.getByRole("textbox", { name: "Your tasks" }).fill("Call mum\nBuy milk");
    await page.locator("summary").filter({ hasText: "Look" }).click();
    await page.getByLabel("Phone", { exact: true }).selectOption("pixel-10");
    const choose = async (group: string, name: string) => {
      const radio = page.getByRole("radiogroup", { name: group }).getByRole("radio", { name, exact: true });
      await radio.locator("xpath=..").click(); // the radio itself is visually hidden inside its label
      await expect(radio).toBeChecked();
    };
    await choose("Theme", "Dark");
    await choose("Text size", "Large");
    await choose("Alignment", "Left, bulleted");
    await page.getByRole("button", { name: "Generate Preview" }).click();
    await expect(page.getByRole("img", { name: /Your wallpaper preview/ })).toBeVisible();
    const saving = page.waitForResponse((response) => response.url().endsWith("/api/wallpaper/save") && response.ok());
    await page.getByRole("button", { name: "Download", exact: true }).click();
    const { id } = (await (await saving).json()) as { id: string };

    const style = { preset: "pixel-10", theme: "dark", background: null, textSize: "large", align: "left" };
    const kept = await page.evaluate((path) => fetch(path).then((response) => response.json()), `/api/wallpaper/${id}`);
    expect(kept.wallpaper).toMatchObject({ width: 1080, height: 2424, style });

    const { address } = await page.evaluate(() => fetch("/api/live", { method: "POST" }).then((response) => response.json()));
    const http = await newRequest.newContext({ baseURL });
    try {
      const drawn = await new Shortcut(http, address).fetch();
      expect(drawn.status).toBe(200);
      const { data, width, height } = await pixels(drawn.png!);
      expect([width, height, data[0], data[1], data[2]]).toEqual([1080, 2424, 0x11, 0x18, 0x27]);
      // The very picture the history keeps, drawn from the same saved style.
      const stored = await page.request.get(`/api/wallpaper/download?path=${encodeURIComponent(kept.wallpaper.storage_path)}`);
      expect(drawn.png!.equals(await stored.body())).toBe(true);
    } finally {
      await http.dispose();
    }
  },
);
