/**
 * Site search (docs/product.md §11): the articles (title, description, keywords, body) and the
 * FAQ. Every word of the query must appear; a word matches at the start of a word, so "wallpaper"
 * also finds "wallpapers". Results whose title matches come first.
 */
import "server-only";
import { getAllPosts, getPost } from "./blog";
import { FAQ_ITEMS } from "./faq";

export interface SearchResult {
  type: "article" | "faq";
  title: string;
  url: string;
  excerpt: string;
}

interface SearchDocument {
  type: SearchResult["type"];
  title: string;
  url: string;
  /** Fields other than the title, strongest first, each with its weight. */
  fields: ReadonlyArray<{ text: string; weight: number }>;
  /** Where the excerpt is cut from when the query appears in it. */
  body: string;
  /** The excerpt when the query is not in the body. */
  summary: string;
}

const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;
const EXCERPT_CHARS = 180;
const TITLE_WEIGHT = 10;

/** The words of a query, lower-cased, without duplicates: also used to highlight them. */
export function queryTerms(query: string): string[] {
  const words =
    query
      .slice(0, MAX_QUERY_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

export function searchSite(query: string, limit = 20): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const matchers = terms.map(wordStartMatcher);
  return documents()
    .map((doc) => ({ doc, ...scoreDocument(doc, matchers) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.score - a.score || a.doc.title.localeCompare(b.doc.title))
    .slice(0, limit)
    .map(({ doc }) => ({ type: doc.type, title: doc.title, url: doc.url, excerpt: excerptFor(doc, matchers) }));
}

function wordStartMatcher(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, "iu");
}

/** 0 unless every term appears somewhere; otherwise the weights of the fields each term is in. */
function scoreDocument(doc: SearchDocument, matchers: readonly RegExp[]): { score: number; inTitle: boolean } {
  let score = 0;
  for (const matcher of matchers) {
    const titleScore = matcher.test(doc.title) ? TITLE_WEIGHT : 0;
    const fieldScore = doc.fields.reduce((sum, field) => sum + (matcher.test(field.text) ? field.weight : 0), 0);
    if (titleScore + fieldScore === 0) return { score: 0, inTitle: false };
    score += titleScore + fieldScore;
  }
  return { score, inTitle: matchers.some((matcher) => matcher.test(doc.title)) };
}

/** About EXCERPT_CHARS of the body around the first match, on word boundaries. */
function excerptFor(doc: SearchDocument, matchers: readonly RegExp[]): string {
  const positions = matchers.map((matcher) => doc.body.search(matcher)).filter((index) => index >= 0);
  if (positions.length === 0) return doc.summary;
  const first = Math.min(...positions);
  let start = Math.max(0, first - 60);
  let end = Math.min(doc.body.length, start + EXCERPT_CHARS);
  if (start > 0) start = doc.body.indexOf(" ", start) + 1;
  if (end < doc.body.length) end = Math.max(doc.body.lastIndexOf(" ", end), first + 1);
  return `${start > 0 ? "…" : ""}${doc.body.slice(start, end).trim()}${end < doc.body.length ? "…" : ""}`;
}

let cache: SearchDocument[] | null = null;

function documents(): SearchDocument[] {
  cache ??= [...articleDocuments(), ...faqDocuments()];
  return cache;
}

function articleDocuments(): SearchDocument[] {
  return getAllPosts().map((summary) => ({
    type: "article",
    title: summary.title,
    url: `/blog/${summary.slug}`,
    fields: [
      { text: summary.keywords.join(" · "), weight: 5 },
      { text: summary.description, weight: 3 },
      { text: getPost(summary.slug)?.plainText ?? "", weight: 1 },
    ],
    body: getPost(summary.slug)?.plainText ?? "",
    summary: summary.description,
  }));
}

function faqDocuments(): SearchDocument[] {
  return FAQ_ITEMS.map((item) => ({
    type: "faq",
    title: item.question,
    url: `/faq#${item.id}`,
    fields: [{ text: item.answer, weight: 3 }],
    body: item.answer,
    summary: item.answer,
  }));
}
