import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PICTURE_DIR, PICTURE_LOCALES, type PictureLocale, REMINDER_PICTURES, drawReminderPicture, pictureFile } from "./draw-reminder-pictures";

const locales = Object.keys(PICTURE_LOCALES) as PictureLocale[];

describe("the Reminders pictures of the /live guide", () => {
  it.each(locales.flatMap((locale) => REMINDER_PICTURES.map((picture) => [picture, locale] as const)))(
    "%s in %s is what the catalogue's words draw (run `npx tsx scripts/draw-reminder-pictures.ts` after changing them)",
    (picture, locale) => {
      const committed = readFileSync(path.join(PICTURE_DIR, pictureFile(picture, locale)), "utf8");
      expect(committed).toBe(drawReminderPicture(picture, locale));
    },
  );

  it("draws every word of each picture in its own language, and its label as its title", () => {
    for (const locale of locales) {
      const pictures = PICTURE_LOCALES[locale].livePage.reminders.pictures;
      for (const picture of REMINDER_PICTURES) {
        const svg = drawReminderPicture(picture, locale);
        for (const [key, words] of Object.entries(pictures[picture])) {
          const escaped = words.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
          expect(svg, `${locale} ${picture}.${key}`).toContain(key === "label" ? `<title>${escaped}</title>` : `>${escaped}</text>`);
        }
      }
    }
  });
});
