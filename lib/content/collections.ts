/**
 * Hand-picked article lists (docs/product.md §11). The loader checks at build time that every slug
 * here is a real article, so a renamed file cannot leave a dead link behind.
 */

/** The three weight-loss cards that open the /blog index, in this order. */
export const FEATURED_SLUGS = ["mental-energy-approach", "visual-reminders-fitness", "daily-checkins-weight-loss"] as const;

/** The pillar article, which carries the "Popular Articles" sidebar. */
export const PILLAR_SLUG = "ultimate-guide-overcome-procrastination";

/** The six guides listed in the "Popular Articles" sidebar. */
export const POPULAR_SLUGS = [
  "ultimate-guide-overcome-procrastination",
  "psychology-of-procrastination",
  "beat-procrastination-visual-reminders",
  "10-ways-to-stop-procrastinating-with-your-phone",
  "text-lists-fail",
  "ultimate-guide-enhancing-focus-productivity",
] as const;

/** Internal addresses outside the blog that articles may link to. */
export const LINKABLE_PAGES = [
  "/",
  "/#create-wallpaper",
  "/faq",
  "/blog",
  "/quiz/procrastination-type",
  "/support",
  "/about",
  "/privacy",
  "/terms",
] as const;

export const ALL_LISTED_SLUGS: readonly string[] = [...FEATURED_SLUGS, PILLAR_SLUG, ...POPULAR_SLUGS];
