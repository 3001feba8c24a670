/**
 * The front matter of a blog article: its schema, and the description fallback
 * (docs/product.md §11: the first paragraph, cut at 155 characters with an ellipsis).
 * Pure: no file system, so it is tested on synthetic input.
 */
import { z } from "zod";

export const DEFAULT_AUTHOR = "Wallminder Team";
export const DESCRIPTION_MAX_CHARS = 155;

const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/**
 * "YYYY-MM-DD". An unquoted YAML date arrives as a Date object; it is turned back into the
 * calendar day it was written as, so both spellings are accepted.
 */
const DaySchema = z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), z.iso.date());

export const PostFrontMatterSchema = z.strictObject({
  slug: SlugSchema,
  title: z.string().trim().min(1),
  date: DaySchema,
  lastModified: DaySchema.optional(),
  author: z.string().trim().min(1).default(DEFAULT_AUTHOR),
  description: z.string().trim().min(1).optional(),
  keywords: z.array(z.string().trim().min(1)).default([]),
  featuredImage: z.string().startsWith("/").optional(),
  relatedPosts: z.array(SlugSchema).default([]),
  previous: SlugSchema.optional(),
  next: SlugSchema.optional(),
});

export type PostFrontMatter = z.infer<typeof PostFrontMatterSchema>;

export class BlogContentError extends Error {
  override name = "BlogContentError";
}

/** Validates one article's front matter; `fileSlug` is its file name without ".md". */
export function parseFrontMatter(data: unknown, fileSlug: string): PostFrontMatter {
  const parsed = PostFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new BlogContentError(`content/blog/${fileSlug}.md: invalid front matter\n${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.slug !== fileSlug) {
    throw new BlogContentError(`content/blog/${fileSlug}.md: slug "${parsed.data.slug}" must equal the file name "${fileSlug}"`);
  }
  return parsed.data;
}

/**
 * Text cut to at most `max` characters on a word boundary, with "…" when something was cut.
 * Trailing punctuation is dropped before the ellipsis so it never reads ",…".
 */
export function summarize(text: string, max: number = DESCRIPTION_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  // One character past the limit tells whether the limit falls exactly at the end of a word.
  const window = clean.slice(0, max + 1);
  const lastSpace = window.lastIndexOf(" ");
  const cut = lastSpace > 0 ? window.slice(0, lastSpace) : clean.slice(0, max);
  return `${cut.replace(/[\s,;:.!?—–-]+$/, "")}…`;
}
