import { PHONE, expect, test, type Page } from "../helpers/test";

/** Every JSON-LD block on the page, parsed (a parse error fails the test). */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Opens the quiz and waits until its island has hydrated (a click before is held, a key press is not). */
async function openQuiz(page: Page) {
  await page.goto("/quiz/procrastination-type");
  await expect(page.locator("[data-island=procrastination-quiz][data-hydrated]")).toBeAttached();
}

/** The questions of the FAQ page: native disclosure elements, which work before any script runs. */
const questions = (page: Page) => page.locator("section[aria-labelledby=questions-heading] details");

test.describe("FAQ page", () => {
  test("has its heading, the pricing table and eight questions", async ({ page }) => {
    const response = await page.goto("/faq");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/FAQ/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await expect(questions(page)).toHaveCount(8);
    // Every answer is in the page itself, for search engines and find-in-page, while folded away.
    await expect(page.getByText(/Pro stays active until the end of the period/)).toBeAttached();
    await expect(page.getByText(/Pro stays active until the end of the period/)).toBeHidden();
    const table = page.getByRole("table", { name: "Free versus Pro" });
    await expect(table.locator("tbody tr")).toHaveCount(8);
    await expect(table.getByRole("rowheader", { name: "Wallpaper History" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Bulk Export (ZIP)" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Visit support" })).toHaveAttribute("href", "/support");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/faq$/);
  });

  test("opens one answer at a time, and clicking the open one closes it", async ({ page }) => {
    await page.goto("/faq");
    const [first, second] = [questions(page).nth(0), questions(page).nth(1)];
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open");
    await expect(page.getByText(/turns a to-do list into a phone wallpaper/)).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open");
    await expect(first).not.toHaveAttribute("open");
    await second.locator("summary").click();
    await expect(questions(page).and(page.locator("[open]"))).toHaveCount(0);
  });

  test("opens and closes from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const first = questions(page).nth(0);
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");
  });

  test("an anchor opens its question", async ({ page }) => {
    await page.goto("/faq#cancel-pro");
    await expect(page.locator("details#cancel-pro")).toHaveAttribute("open");
    await expect(page.getByText(/Pro stays active until the end of the period/)).toBeVisible();
  });

  test("carries FAQPage and BreadcrumbList structured data", async ({ page }) => {
    await page.goto("/faq");
    const data = await jsonLd(page);
    const faq = data.find((block) => block["@type"] === "FAQPage");
    const entries = faq?.mainEntity as Array<{ "@type": string; name: string; acceptedAnswer: { text: string } }>;
    expect(entries).toHaveLength(8);
    for (const entry of entries) {
      expect(entry["@type"]).toBe("Question");
      expect(entry.name.length).toBeGreaterThan(5);
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(50);
    }
    const breadcrumb = data.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toHaveLength(2);
  });
});

for (const [path, title] of [
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
] as const) {
  test(`${path}: date, table of contents and contact section`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last updated May 3, 2025")).toBeVisible();
    await expect(page.locator("time")).toHaveAttribute("datetime", "2025-05-03");
    const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    const sections = page.locator("main section h2");
    expect(await contents.count()).toBe(await sections.count());
    expect(await contents.count()).toBeGreaterThanOrEqual(10);
    await contents.last().click();
    await expect(page).toHaveURL(/#contact$/);
    const contact = page.locator("section[aria-labelledby=contact]");
    await expect(contact.getByRole("heading", { name: "Contact" })).toBeVisible();
    await expect(contact.getByRole("link", { name: "support@wallminder.app" })).toHaveAttribute("href", "mailto:support@wallminder.app");
    await expect(contact.getByRole("link", { name: "support page" })).toHaveAttribute("href", "/support");
  });
}

test("the privacy policy states what is kept and what is not", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main).toContainText("You don't need an account to make and download a wallpaper.");
  await expect(main).toContainText("processed in your browser");
  await expect(main).toContainText("we never see or store your card number");
  await expect(main).toContainText("Google");
  await expect(main).toContainText("HttpOnly");
  await expect(main).toContainText("no third-party trackers");
  await expect(main).toContainText("Deleting your account deletes your wallpapers and data for good.");
  await expect(main).toContainText("under 13");
});

test("the terms state prices, cancelling, refunds, notice and the age limit", async ({ page }) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  await expect(main).toContainText("$2.90 a month or $24.33 a year");
  await expect(main).toContainText("cancel anytime");
  await expect(main).toContainText("until the end of the period you have already paid for");
  await expect(main).toContainText("non-refundable, except where the law requires");
  await expect(main).toContainText("at least 30 days' notice");
  await expect(main).toContainText("at least 13 years old");
  await expect(page.getByRole("heading", { name: "Acceptable use" })).toBeVisible();
});

test("the about page explains the product and links to the FAQ", async ({ page }) => {
  expect((await page.goto("/about"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Wallminder");
  for (const principle of ["Fast", "Private", "No account needed"]) {
    await expect(page.getByRole("heading", { level: 3, name: principle })).toBeVisible();
  }
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq");
  await expect(main.getByRole("link", { name: "Make your wallpaper" })).toHaveAttribute("href", "/#create-wallpaper");
});

test("the support page gives the address, common fixes and FAQ links", async ({ page }) => {
  expect((await page.goto("/support"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "support@wallminder.app" })).toHaveAttribute("href", "mailto:support@wallminder.app");
  await expect(main.getByRole("heading", { name: "Setting the wallpaper on iPhone" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "My text is too long" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Read all questions" })).toHaveAttribute("href", "/faq");
  await main.getByRole("link", { name: "Can I write tasks in Chinese or use emoji?" }).click();
  await expect(page).toHaveURL(/\/faq#chinese-emoji$/);
  await expect(page.locator("details#chinese-emoji")).toHaveAttribute("open");
});

test.describe("procrastination quiz", () => {
  test("can be completed with the keyboard, shows a type, tips and the creator link, and Retake works", async ({ page }) => {
    await openQuiz(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's your procrastination type?");
    for (let question = 1; question <= 6; question += 1) {
      await expect(page.getByText(`Question ${question} of 6`)).toBeVisible();
      if (question === 1) await page.getByRole("radio").first().focus();
      else await page.keyboard.press("Tab"); // focus sits on the question; Tab enters its radio group
      await page.keyboard.press("Space");
      await expect(page.getByRole("radio").first()).toBeChecked();
      await page.keyboard.press("Enter");
    }
    // Each first option: Perfectionist twice, Deadline Rusher twice; the tie goes to the type picked first.
    const result = page.getByRole("heading", { level: 2, name: "The Perfectionist" });
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    await expect(page.getByRole("heading", { name: "Tips for your type" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby=quiz-result-heading] li")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Make a wallpaper for your type" })).toHaveAttribute("href", "/#create-wallpaper");

    await page.getByRole("button", { name: "Retake the quiz" }).click();
    await expect(page.getByText("Question 1 of 6")).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("asks for an answer before moving on, and Back keeps the earlier answer", async ({ page }) => {
    await openQuiz(page);
    await expect(page.getByRole("button", { name: "Back" })).toBeHidden(); // nothing to go back to
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Choose one answer to continue.");
    await expect(page.getByText("Question 1 of 6")).toBeVisible();
    await page.getByRole("radio", { name: /I freeze/ }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("radio", { name: /I freeze/ })).toBeChecked();
  });

  test("ends on the type most answers point to", async ({ page }) => {
    await openQuiz(page);
    const picks = [
      /on my phone/,
      /Wondering where the afternoon went/,
      /Scattered across notes/,
      /Notifications/,
      /Surprised it took/,
      /Fewer interruptions/,
    ];
    for (const [index, pick] of picks.entries()) {
      await page.getByRole("radio", { name: pick }).check();
      await page.getByRole("button", { name: index === picks.length - 1 ? "See my result" : "Next" }).click();
    }
    await expect(page.getByRole("heading", { level: 2, name: "The Distracted" })).toBeVisible();
  });
});

test.describe("footer", () => {
  const year = String(new Date().getFullYear());

  for (const path of ["/", "/faq", "/blog", "/blog/text-lists-fail"]) {
    test(`${path} has the full footer: resources, company, social links and this year's copyright`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      const resources = footer.getByRole("navigation", { name: "Resources" });
      for (const [name, href] of [
        ["Blog", "/blog"],
        ["FAQ", "/faq"],
        ["Support", "/support"],
        ["Live wallpaper", "/live"],
      ]) {
        await expect(resources.getByRole("link", { name })).toHaveAttribute("href", href!);
      }
      const company = footer.getByRole("navigation", { name: "Company" });
      for (const [name, href] of [
        ["About", "/about"],
        ["Terms", "/terms"],
        ["Privacy", "/privacy"],
      ]) {
        await expect(company.getByRole("link", { name })).toHaveAttribute("href", href!);
      }
      await expect(footer.locator('a[href^="https://"]')).toHaveCount(2);
      await expect(footer).toContainText(`© ${year} Wallminder`);
    });
  }

  for (const path of ["/login", "/auth/callback?error=invalid_code"]) {
    test(`${path} has the copyright-only footer`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      // The copyright, and the one way out that never pulls a person from their task: the same page in Chinese.
      await expect(footer.getByRole("paragraph")).toHaveText(`© ${year} Wallminder. All rights reserved.`);
      await expect(footer.getByRole("link")).toHaveCount(1);
      await expect(footer.getByRole("link")).toHaveAccessibleName("Language: 简体中文");
    });
  }

  test("the copyright-only footer keeps its words a margin in from the screen's edges", PHONE, async ({ page }) => {
    await page.goto("/login");
    const width = page.viewportSize()!.width;
    const footer = page.getByRole("contentinfo");
    for (const part of [footer.getByRole("paragraph"), footer.getByRole("link")]) {
      const box = (await part.boundingBox())!;
      expect(box.x, await part.innerText()).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width, await part.innerText()).toBeLessThanOrEqual(width - 16);
    }
  });
});
