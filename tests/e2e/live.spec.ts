/**
 * The live wallpaper as a Pro member sets it up and as a phone's Shortcut uses it: the address is made on the account
 * page and shown once, the Shortcut fetches it with no cookie, and ticking a task in the history changes the picture
 * the next fetch gets, with the task struck through in the decoded image.
 */
import { type APIRequestContext, request as newRequest } from "@playwright/test";
import sharp from "sharp";
import { becomeProByDemoCheckout, emailFor, saveWallpaperFromPage, signInByEmail } from "../helpers/e2e-account";
import { PHONE, expect, test } from "../helpers/test";

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

    await page.goto("/account");
    const panel = page.getByTestId("live-panel");
    await expect(panel.getByText("Your live wallpaper is off")).toBeVisible();
    await panel.getByRole("button", { name: "Turn on live wallpaper" }).click();
    const shown = panel.getByTestId("live-address");
    await expect(shown).toHaveValue(/\/api\/live\/[A-Za-z0-9_-]{43}$/);
    const address = await shown.inputValue();
    await expect(panel.getByTestId("live-status")).toContainText(`…${address.slice(-4)}`);

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

      // Back on the account page the address is never shown in full again; turning it off makes it a plain 404.
      await page.goto("/account");
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

test("a free account is shown the way to Pro instead of an address", async ({ page }) => {
  await signInByEmail(page, emailFor("live-free"));
  await page.goto("/account");
  const panel = page.getByTestId("live-panel");
  await expect(panel.getByText("The live wallpaper comes with Pro.")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Get Pro" })).toHaveAttribute("href", "/subscription");
});
