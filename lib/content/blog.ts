/**
 * The blog: every article in content/blog/*.md, validated, rendered to HTML and cross-linked once
 * per process. Anything wrong (bad front matter, a related/previous/next slug that is not an
 * article) throws, so `next build` fails instead of shipping a broken page.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { createTranslator } from "next-intl";
import { compiledMessagesFor } from "@/lib/i18n/messages";
import { DEFAULT_LOCALE } from "@/lib/i18n/server";
import { BLOG_DIR, listArticleSlugs } from "./article-files";
import { ALL_LISTED_SLUGS } from "./collections";
import { BlogContentError, parseFrontMatter, summarize, type PostFrontMatter } from "./front-matter";
import { readingMinutes, renderMarkdown, type RenderedMarkdown, type TocEntry } from "./markdown";
import { rankByTopic } from "./topic";

export type { TocEntry };

export interface PostLink {
  slug: string;
  title: string;
}

export interface PostSummary extends PostLink {
  description: string;
  /** "YYYY-MM-DD" */
  date: string;
  /** "YYYY-MM-DD"; the publication date when the article was never revised. */
  lastModified: string;
  author: string;
  keywords: string[];
  featuredImage: string | null;
  readMinutes: number;
  /** "8 min read", from the message catalogue. */
  readTime: string;
}

export interface Post extends PostSummary {
  html: string;
  toc: TocEntry[];
  /** The body as plain text, for search. */
  plainText: string;
  wordCount: number;
  related: PostLink[];
  previous: PostLink | null;
  next: PostLink | null;
}

interface ParsedArticle {
  front: PostFrontMatter;
  rendered: RenderedMarkdown;
}

/** Reads, validates and links every article in `directory`, newest first. */
export function loadBlog(directory: string): Map<string, Post> {
  const articles = listArticleSlugs(directory).map((slug) => parseArticle(slug, fs.readFileSync(path.join(directory, `${slug}.md`), "utf8")));
  articles.sort((a, b) => b.front.date.localeCompare(a.front.date) || a.front.title.localeCompare(b.front.title));
  const bySlug = new Map(articles.map((article) => [article.front.slug, article]));
  return new Map(articles.map((article) => [article.front.slug, linkArticle(article, bySlug)]));
}

const t = createTranslator({ locale: DEFAULT_LOCALE, messages: compiledMessagesFor(DEFAULT_LOCALE), namespace: "blog" });

export function parseArticle(fileSlug: string, source: string): ParsedArticle {
  const { data, content } = matter(source);
  const front = parseFrontMatter(data, fileSlug);
  try {
    return { front, rendered: renderMarkdown(content, { furtherReadingLabel: t("furtherReading") }) };
  } catch (error) {
    throw new BlogContentError(`content/blog/${fileSlug}.md: ${(error as Error).message}`, { cause: error });
  }
}

function linkArticle({ front, rendered }: ParsedArticle, bySlug: ReadonlyMap<string, ParsedArticle>): Post {
  const resolve = (slug: string, field: string): PostLink => {
    const target = bySlug.get(slug);
    if (!target || slug === front.slug) {
      throw new BlogContentError(`content/blog/${front.slug}.md: ${field} "${slug}" is not another article`);
    }
    return { slug, title: target.front.title };
  };
  return {
    slug: front.slug,
    title: front.title,
    description: front.description ?? summarize(rendered.firstParagraph),
    date: front.date,
    lastModified: front.lastModified ?? front.date,
    author: front.author,
    keywords: front.keywords,
    featuredImage: front.featuredImage ?? null,
    readMinutes: readingMinutes(rendered.wordCount),
    readTime: t("readTime", { minutes: readingMinutes(rendered.wordCount) }),
    html: rendered.html,
    toc: rendered.toc,
    plainText: rendered.plainText,
    wordCount: rendered.wordCount,
    related: front.relatedPosts.map((slug) => resolve(slug, "relatedPosts")),
    previous: front.previous ? resolve(front.previous, "previous") : null,
    next: front.next ? resolve(front.next, "next") : null,
  };
}

let cache: Map<string, Post> | null = null;

/** The articles, read once per process (they are part of the build, never edited at run time). */
function posts(): Map<string, Post> {
  if (cache) return cache;
  const loaded = loadBlog(BLOG_DIR);
  const missing = ALL_LISTED_SLUGS.filter((slug) => !loaded.has(slug));
  if (missing.length > 0) throw new BlogContentError(`lib/content/collections.ts names missing articles: ${missing.join(", ")}`);
  cache = loaded;
  return cache;
}

export function toSummary(post: Post): PostSummary {
  const { slug, title, description, date, lastModified, author, keywords, featuredImage, readMinutes, readTime } = post;
  return { slug, title, description, date, lastModified, author, keywords, featuredImage, readMinutes, readTime };
}

/** Every article without its body, newest first. */
export function getAllPosts(): PostSummary[] {
  return [...posts().values()].map(toSummary);
}

/** One article with its HTML, table of contents and resolved links, or null for an unknown slug. */
export function getPost(slug: string): Post | null {
  return posts().get(slug) ?? null;
}

export function getAllSlugs(): string[] {
  return [...posts().keys()];
}

/** The named articles, in the order given; unknown slugs are skipped. */
export function getPostsBySlugs(slugs: readonly string[]): PostSummary[] {
  return slugs.flatMap((slug) => {
    const post = posts().get(slug);
    return post ? [toSummary(post)] : [];
  });
}

/** Up to `limit` articles on the same topic that the page does not already link to (nor `exclude`). */
export function getMoreInTopic(slug: string, limit = 4, exclude: readonly string[] = []): PostLink[] {
  const current = posts().get(slug);
  if (!current) return [];
  const linked = new Set([slug, ...exclude, ...current.related.map((link) => link.slug), current.previous?.slug, current.next?.slug]);
  const candidates = getAllPosts().filter((post) => !linked.has(post.slug));
  return rankByTopic(current, candidates, limit).map(({ slug: match, title }) => ({ slug: match, title }));
}
