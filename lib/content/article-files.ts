/**
 * Which articles exist, from the file names in content/blog alone: cheap enough for the proxy,
 * which answers unknown article addresses before any page renders. The loader in ./blog checks
 * that each file's front matter slug matches its name.
 */
import fs from "node:fs";
import path from "node:path";

export const BLOG_DIR = path.join(process.cwd(), "content/blog");

/** The slug of every article file in `directory`, in directory order. */
export function listArticleSlugs(directory: string = BLOG_DIR): string[] {
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length));
}

let known: ReadonlySet<string> | null = null;

/** True when /blog/{slug} is an article (the files are part of the build, read once). */
export function isArticleSlug(slug: string): boolean {
  known ??= new Set(listArticleSlugs());
  return known.has(slug);
}
