import type { Locator } from "@playwright/test";

/**
 * The text in `within` that has a run of Latin letters and is not inside an element marked `lang="en"`: on a Chinese
 * page, English words a screen reader would read with a Chinese voice. The product's name may stand in a Chinese
 * sentence, as a name does.
 */
export function unmarkedEnglish(within: Locator): Promise<string[]> {
  return within.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style")) continue; // not read: structured data, styles
      const text = node.textContent ?? "";
      const english = /[A-Za-z]{3,}/.test(text.replace(/Wallminder/g, ""));
      if (english && node.parentElement?.closest("[lang]")?.getAttribute("lang") !== "en") found.push(text.trim());
    }
    return found;
  });
}
