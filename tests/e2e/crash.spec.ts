/**
 * Nothing half-saved: a Pro member saves wallpapers while the server is killed with SIGKILL, three times over. After
 * each restart, every wallpaper the history lists must download as its PNG. The test runs its own instance of the built
 * app on its own port and data folder, on PGlite, or on the Postgres server CI gives.
 */
import { expect, test, type Page } from "../helpers/test";
import { BASE_URL } from "../../playwright.config";
import { type AppProcess, startApp } from "../helpers/app-process";
import { becomeProByDemoCheckout, emailFor, signInByEmail } from "../helpers/e2e-account";

const PORT = Number(new URL(BASE_URL).port) + 4;
const APP = `http://127.0.0.1:${PORT}`;
const DATA_DIR = "reports/e2e-crash-data";

test.use({ baseURL: APP });

/** Keeps three saves in flight from the page until the server goes away; never awaited by the test. */
function saveWithoutEnd(page: Page) {
  void page
    .evaluate(async () => {
      const save = (n: number) =>
        fetch("/api/wallpaper/save", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ text: `Crash test ${n}\nBuy milk\nCall mum`, options: { width: 1179, height: 2556, generation_mode: "plain" } }),
        });
      let n = 0;
      const lane = async () => {
        for (;;) await save(n++);
      };
      await Promise.all([lane(), lane(), lane()]);
    })
    .catch(() => undefined);
}

interface Listed {
  id: string;
  storage_path: string;
  url: string;
}

/** Every wallpaper the history lists, through its pages. */
async function listed(page: Page): Promise<Listed[]> {
  return page.evaluate(async () => {
    const all: Listed[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const answer = (await (await fetch(`/api/wallpaper/history${query}`)).json()) as { wallpapers: Listed[]; nextCursor: string | null };
      all.push(...answer.wallpapers);
      cursor = answer.nextCursor;
    } while (cursor);
    return all;
  });
}

test("saves interrupted by kill -9 leave every listed wallpaper with its image", async ({ page }) => {
  test.setTimeout(240_000);
  let app: AppProcess = await startApp(PORT, { DATA_DIR }, { fresh: true });
  try {
    await page.goto("/login");
    await signInByEmail(page, emailFor("crash"));
    await becomeProByDemoCheckout(page);

    let before = 0;
    for (let round = 1; round <= 3; round++) {
      saveWithoutEnd(page);
      // Kill once the burst is under way (a save has landed since the last round), at a different moment each round.
      await expect.poll(async () => (await listed(page)).length, { timeout: 60_000 }).toBeGreaterThan(before);
      await page.waitForTimeout(round * 170);
      await app.stop("SIGKILL");
      app = await startApp(PORT, { DATA_DIR });
      await page.goto("/history");
      const wallpapers = await listed(page);
      expect(wallpapers.length, `round ${round}: saves went through before the kill`).toBeGreaterThan(before);
      before = wallpapers.length;
      test.info().annotations.push({ type: `round ${round}`, description: `${wallpapers.length} wallpapers listed, each with its image` });
      for (const wallpaper of wallpapers) {
        const image = await page.request.get(wallpaper.url);
        expect(image.status(), `the image of ${wallpaper.id}`).toBe(200);
        expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
      }
    }
  } finally {
    await app.stop();
  }
});
