import { expect, test } from "../helpers/test";
import { unmarkedEnglish } from "../helpers/language";

const FEATURED = ["mental-energy-approach", "visual-reminders-fitness", "daily-checkins-weight-loss"];

test.describe("/blog", () => {
  test("opens with the heading, the three weight-loss cards and a free-try link", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weight Loss & Fitness Motivation Blog");
    const featured = page.locator("main section").first().getByRole("listitem");
    await expect(featured).toHaveCount(3);
    for (const [index, slug] of FEATURED.entries()) {
      const card = featured.nth(index);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/${slug}`);
      await expect(card.locator("img")).toHaveAttribute("src", `/images/blog/${slug}.svg`);
      await expect(card).toContainText("May 17, 2025");
      await expect(card).toContainText(/\d+ min read/);
    }
    await expect(page.getByRole("link", { name: "Create your free wallpaper" })).toHaveAttribute("href", "/#create-wallpaper");
    await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(18);
  });
});

test.describe("an article page", () => {
  test("has the breadcrumb, title, meta line, image, body, related articles and the call to action", async ({ page }) => {
    const response = await page.goto("/blog/mental-energy-approach");
    expect(response?.status()).toBe(200);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(breadcrumb.locator('[aria-current="page"]')).toContainText("The Mental Energy Approach");
    await expect(page.getByRole("link", { name: "Back to Articles" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^The Mental Energy Approach to Weight Loss/);
    await expect(page.getByTestId("article-meta")).toHaveText(/May 17, 2025\s*·\s*\d+ min read\s*·\s*By Wallminder Team/);
    await expect(page.locator("article header img")).toHaveAttribute("alt", /phone lock screen/);
    await expect(page.locator(".article-body blockquote").first()).toBeVisible();
    await expect(page.locator(".article-body .further-reading")).toContainText("Further reading");

    const related = page.getByRole("region", { name: "Related Articles" });
    const readLinks = related.getByRole("link", { name: /^Read Article/ });
    await expect(readLinks).toHaveCount(3);
    await expect(readLinks.first()).toHaveAttribute("href", "/blog/daily-checkins-weight-loss");
    await expect(page.getByRole("link", { name: "Create your free wallpaper" }).last()).toHaveAttribute("href", "/#create-wallpaper");

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"@type":"Article"');
    expect(jsonLd.join("")).toContain('"datePublished":"2025-05-17');
  });

  test("has a table of contents whose links scroll to the headings", async ({ page }) => {
    await page.goto("/blog/ultimate-guide-overcome-procrastination");
    const toc = page.getByRole("navigation", { name: "In this article" });
    const links = toc.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    const last = links.last();
    const target = (await last.getAttribute("href")) ?? "";
    expect(target).toMatch(/^#[a-z0-9-]+$/);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await expect(page.locator(target)).toHaveText((await last.textContent()) ?? "");
  });

  test("shows the Popular Articles sidebar on the pillar article, the current one highlighted", async ({ page }) => {
    await page.goto("/blog/ultimate-guide-overcome-procrastination");
    const popular = page.getByRole("region", { name: "Popular Articles" });
    await expect(popular.getByRole("listitem")).toHaveCount(6);
    const current = popular.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", "/blog/ultimate-guide-overcome-procrastination");
    await expect(popular.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog");
    await page.goto("/blog/mental-energy-approach");
    await expect(page.getByRole("region", { name: "Popular Articles" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Article sidebar" }).getByRole("link", { name: "Create a free wallpaper" })).toBeVisible();
  });

  test("links to the previous and next articles of its chain", async ({ page }) => {
    await page.goto("/blog/motivating-wallpapers-tips");
    const chain = page.getByRole("navigation", { name: "More in this series" });
    await expect(chain.locator('a[rel="prev"]')).toHaveAttribute("href", "/blog/science-of-phone-checking");
    await expect(chain.locator('a[rel="next"]')).toHaveAttribute("href", "/blog/text-lists-fail");
    await chain.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(/\/blog\/science-of-phone-checking$/);
    await expect(chain.locator('a[rel="prev"]')).toHaveAttribute("href", "/blog/motivating-wallpapers-tips");
    await expect(chain.locator('a[rel="next"]')).toHaveAttribute("href", "/blog/ultimate-guide-overcome-procrastination");
  });

  test("under Chinese, the article's own English words are marked English, all round the article", async ({ page }) => {
    // A chain article (previous, next, more on the topic) and the pillar one (the popular list).
    for (const slug of ["science-of-phone-checking", "ultimate-guide-overcome-procrastination"]) {
      await page.goto(`/zh/blog/${slug}`);
      expect(await unmarkedEnglish(page.getByRole("main")), slug).toEqual([]);
    }
    await page.goto("/zh/blog/science-of-phone-checking");
    const chain = page.getByRole("navigation", { name: "本系列更多文章" });
    await expect(chain.locator('a[rel="prev"] [lang="en"]')).toHaveText("11 Tips for Making a Motivating Phone Wallpaper You'll Actually Use");
    await expect(chain.locator('a[rel="prev"]')).toContainText("上一篇");
    await expect(chain.locator('a[rel="prev"]').getByText("上一篇")).not.toHaveAttribute("lang", "en");
    await expect(chain.locator('a[rel="next"] [lang="en"]')).toHaveText(/^The Ultimate Guide/);
    await expect(page.getByTestId("article-meta").locator('[lang="en"]')).toHaveText("Wallminder Team");
    // Under English nothing is marked: the page's own language says it. (The Chinese pages kept the choice in a cookie.)
    await page.context().clearCookies();
    await page.goto("/blog/science-of-phone-checking");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("main").locator("[lang]")).toHaveCount(0);
  });

  test("has its own social card", async ({ request }) => {
    const response = await request.get("/blog/visual-reminders-fitness/opengraph-image");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("addresses that do not exist", () => {
  test("an unknown article answers 404 with Article Not Found and a way back", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText("Sorry, the article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page).toHaveTitle("Article Not Found | Wallminder");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test("the Article Not Found text is in the HTML itself, for readers and crawlers without JavaScript", async ({ request }) => {
    const response = await request.get("/blog/no-such-article");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Article Not Found<\/h1>/);
    expect(html).toContain("Return to Blog");
  });

  test("on a phone, every 404 has the header's actions and the bottom bar, as the blog's has", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bottomBar = page.getByRole("navigation", { name: "Sections" });
    const languageSwitch = page.getByRole("banner").locator('a[hreflang="zh-CN"]');
    for (const address of ["/blog/no-such-article", "/no-such-page"]) {
      expect((await page.goto(address))?.status(), address).toBe(404);
      await expect(languageSwitch, address).toBeVisible();
      await expect(bottomBar, address).toBeVisible();
      await expect(bottomBar.getByRole("link"), address).toHaveText(["Home", "Blog", "History", "FAQ"]);
    }
    // The site's header: the creator and sign-in, besides the language.
    await expect(page.getByRole("banner").getByRole("link", { name: "Create" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await bottomBar.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    // And in Chinese.
    expect((await page.goto("/zh/no-such-page"))?.status()).toBe(404);
    await expect(page.getByRole("banner").locator('a[hreflang="en"]')).toBeVisible();
    await expect(page.getByRole("navigation", { name: "栏目导航" })).toBeVisible();
  });

  test("any other unknown address answers 404 with the site's logo, a way home and the footer", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("banner").getByRole("link", { name: "Wallminder home" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("link", { name: "Go to the homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("old article addresses", () => {
  const REDIRECTS = [
    ["/blog/why-text-lists-fail", "/blog/text-lists-fail"],
    ["/blog-preview", "/blog/beat-procrastination-visual-reminders"],
    ["/pillar-preview", "/blog/ultimate-guide-overcome-procrastination"],
    ["/text-lists-fail", "/blog/text-lists-fail"],
    ["/psychology-of-procrastination", "/blog/psychology-of-procrastination"],
  ] as const;

  for (const [from, to] of REDIRECTS) {
    test(`${from} moves permanently to ${to}`, async ({ request, page }) => {
      const first = await request.get(from, { maxRedirects: 0 });
      expect(first.status()).toBe(308);
      expect(new URL(first.headers()["location"] ?? "", "http://x").pathname).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("/search", () => {
  test("finds an article from the form", async ({ page }) => {
    await page.goto("/search");
    await page.getByLabel("Search articles and FAQ").fill("procrastination");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=procrastination$/);
    const results = page.getByRole("region", { name: /results for "procrastination"/ });
    await expect(results.getByRole("link", { name: /Overcoming Procrastination/ })).toHaveAttribute(
      "href",
      "/blog/ultimate-guide-overcome-procrastination",
    );
    await expect(results.locator("mark").first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("finds a FAQ entry", async ({ page }) => {
    await page.goto("/search?q=cancel+pro");
    await expect(page.getByRole("link", { name: "How do I cancel Pro?" })).toHaveAttribute("href", "/faq#cancel-pro");
  });

  test("prompts when the query is empty", async ({ page }) => {
    const response = await page.goto("/search");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.getByText("Type a word or two")).toBeVisible();
    await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(4);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
  });

  test("says so when nothing matches and offers the blog and the FAQ", async ({ page }) => {
    await page.goto("/search?q=xylophone");
    await expect(page.getByRole("heading", { name: 'No results for "xylophone"' })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse all articles" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq");
  });
});
