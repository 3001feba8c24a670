/**
 * Every English page's header offers Chinese by its own name, "简体中文" ("中文" on a phone). A device with no Chinese
 * font of its own (this machine, some Linux desktops, older and de-Googled Android phones) drew those characters as
 * empty boxes, so an English visitor saw a broken control. The app ships the glyphs of the languages' names
 * (app/locale-name-faces.css, made by scripts/build-locale-name-faces.ts), first in the switch's fonts.
 *
 * The proof, on this machine, which has no Chinese font: the label as the page draws it (a screenshot of the element)
 * against the same element with its characters replaced by as many private-use characters, which no font has and
 * every font draws as its empty box. Drawn as boxes, the two pictures are the same; drawn with real glyphs, they differ.
 * (A canvas drawn in the element's computed font is not enough: Chromium on Linux drew boxes for the page's text,
 * marked lang="zh-CN", and real glyphs on the canvas, which has no such language.)
 */
import sharp from "sharp";
import { LOCALE_NAMES, LOCALE_SHORT_NAMES } from "../../i18n/routing";
import { expect, PHONE, test, type Page } from "../helpers/test";

const FACES_PATH = "/fonts/locale-names/";
const FAMILY = "Wallminder Locale Names";

/** How many pixels of two pictures of one element differ, and how many of the second differ from its corner's colour. */
async function compare(first: Buffer, second: Buffer) {
  const [a, b] = await Promise.all([first, second].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  const pixels = a!.info.width * a!.info.height;
  if (a!.info.width !== b!.info.width || a!.info.height !== b!.info.height) return { differing: pixels, ink: pixels, pixels };
  const differs = (x: Buffer, i: number, y: Buffer, j: number) => [0, 1, 2].some((channel) => Math.abs(x[i + channel]! - y[j + channel]!) > 24);
  let [differing, ink] = [0, 0];
  for (let i = 0; i < a!.data.length; i += 4) {
    if (differs(a!.data, i, b!.data, i)) differing++;
    if (differs(b!.data, i, b!.data, 0)) ink++;
  }
  return { differing, ink, pixels };
}

/** The path of every font the page asks for from now on. */
function fontsOf(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

for (const path of ["/", "/faq"]) {
  test(`${path}: the header's language switch names Chinese with real glyphs, not empty boxes`, PHONE, async ({ page }) => {
    const phone = (page.viewportSize()?.width ?? 1280) < 640;
    const name = phone ? LOCALE_SHORT_NAMES["zh-CN"] : LOCALE_NAMES["zh-CN"];
    await page.goto(path);
    const label = page
      .getByRole("banner")
      .getByRole("link", { name: /^Language/ })
      .getByText(name, { exact: true });
    await expect(label).toBeVisible();

    // The page itself fetches the faces of the label's characters: nothing here asks for them, and this times out if it
    // does not. (document.fonts.ready can settle before the page has even asked for a face, on a busy machine.)
    await page.waitForFunction(
      ({ family, name }) =>
        [...name].every((character) => {
          const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;
          return [...document.fonts].some(
            (face) =>
              face.family.replace(/"/g, "") === family && face.status === "loaded" && face.unicodeRange.toUpperCase().split(/,\s*/).includes(code),
          );
        }),
      { family: FAMILY, name },
    );
    // A face that has loaded is drawn from the next frame on: until then the label may still show the boxes (seen once
    // in CI on a busy machine, where all 464 pixels matched them).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The element itself: the locator, which finds it by its text, would lose it once the text is replaced.
    const element = (await label.elementHandle())!;
    const drawn = await element.screenshot();
    await element.evaluate((element) => {
      // Plane 15's private-use characters: no font on this machine has them, so each is drawn as the font's empty box.
      element.textContent = String.fromCodePoint(...[...(element.textContent ?? "")].map((_, i) => 0xf0000 + i));
    });
    await page.evaluate(() => document.fonts.ready);
    const boxes = await element.screenshot();
    const { differing, ink, pixels } = await compare(drawn, boxes);
    test.info().annotations.push({ type: "pixels that differ from empty boxes", description: `${differing} of ${pixels}` });
    expect(ink, "the private-use characters are drawn as boxes, not as nothing").toBeGreaterThan(20);
    // Drawn as empty boxes, the label is the same picture as the boxes: 0 pixels differ.
    expect(differing, `pixels of "${name}" (of ${pixels}) that differ from as many empty boxes`).toBeGreaterThan(pixels / 20);
  });
}

test("the Chinese pages, which name English in Latin letters, fetch no glyphs of the languages' names", PHONE, async ({ page }) => {
  const fonts = fontsOf(page);
  await page.goto("/zh/faq");
  await expect(page.getByRole("banner").getByRole("link", { name: /^语言/ })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => font.startsWith(FACES_PATH))).toEqual([]);
});
