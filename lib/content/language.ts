/**
 * The articles are written in English under every interface language (decision record 014): under another one,
 * their own words (titles, descriptions, bodies) are marked `lang="en"`, so a screen reader reads them as English
 * and the page's language stays right around them. Undefined under English: the page's own language already says so.
 */
export function articleLang(locale: string): "en" | undefined {
  return locale === "en" ? undefined : "en";
}
