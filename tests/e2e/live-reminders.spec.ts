/**
 * The /live guide's section for Apple Reminders and any script (issue 32): in both languages it sits between Android
 * and the troubleshooting, its headings in order, each step with its drawn picture in the reader's language (loaded,
 * with its label as the alt text), and a request to copy for any script.
 */
import en from "../../messages/en/live.json" with { type: "json" };
import zh from "../../messages/zh-CN/live.json" with { type: "json" };
import { PHONE, expect, test } from "../helpers/test";

const GUIDES = [
  { locale: "en", path: "/live", texts: en.livePage },
  { locale: "zh-CN", path: "/zh/live", texts: zh.livePage },
] as const;

for (const { locale, path, texts } of GUIDES) {
  test(`the ${locale} guide shows how to push Apple Reminders or any list, with its pictures`, PHONE, async ({ page }) => {
    const { reminders } = texts;
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: texts.breadcrumb }).getByRole("link", { name: reminders.heading })).toHaveAttribute(
      "href",
      "#reminders",
    );

    // Between Android and the troubleshooting, in the page's order of sections.
    const sections = await page.locator("main h2").allTextContents();
    const at = sections.indexOf(reminders.heading);
    expect(at, sections.join(" | ")).toBeGreaterThan(sections.indexOf(texts.android.heading));
    expect(sections[at + 1]).toBe(texts.trouble.heading);

    const section = page.locator("#reminders");
    // Each step's heading starts with its number (hidden from screen readers).
    const stepHeading = (title: string, index: number) => new RegExp(`^${index + 1}${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    await expect(section.locator("h2, h3")).toHaveText([
      reminders.heading,
      ...reminders.steps.map((step, index) => stepHeading(step.title, index)),
      reminders.script.heading,
    ]);

    const pictures = section.getByRole("img");
    await expect(pictures).toHaveCount(3);
    for (const [index, name] of (["find", "send", "automation"] as const).entries()) {
      const picture = pictures.nth(index);
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute("alt", reminders.pictures[name].label);
      await expect(picture).toHaveAttribute("src", `/images/live/reminders-${name}.${locale}.svg`);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      // Inside the page at this width: the picture is not wider than its step.
      const [box, step] = await Promise.all([picture.boundingBox(), section.locator(`#reminders-${name}`).boundingBox()]);
      expect(box!.width).toBeGreaterThan(100);
      expect(box!.x + box!.width).toBeLessThanOrEqual(step!.x + step!.width);
    }

    // The request for a script names a push address on the site (its address when built), with the example tasks in the reader's language.
    const commands = section.locator("pre");
    await expect(commands).toHaveCount(2);
    await expect(commands.first()).toContainText("Content-Type: text/plain");
    await expect(commands.last()).toContainText(JSON.stringify({ tasks: reminders.script.tasks }));
    await expect(commands.last()).toContainText(/'https?:\/\/[^/']+\/api\/sources\/push\/YOUR_PUSH_TOKEN'/);
  });
}
