/**
 * Article Markdown to HTML: remark (GFM + directives) to rehype, with heading ids, plus what the
 * page needs besides the HTML: a table of contents, the plain text (search, word count) and the
 * first paragraph (the description fallback). Pure: text in, values out.
 */
import type { Element, Root as HastRoot, RootContent as HastNode } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import type { BlockContent, DefinitionContent, Heading, Root as MdastRoot } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { toString as mdastToString } from "mdast-util-to-string";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { BlogContentError } from "./front-matter";

export interface TocEntry {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  plainText: string;
  wordCount: number;
  /** The text of the first top-level paragraph, or "" when there is none. */
  firstParagraph: string;
}

export interface RenderOptions {
  /** The heading put at the top of every `:::further-reading` box. */
  furtherReadingLabel: string;
}

export const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes, rounded up, never below one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

export function renderMarkdown(markdown: string, options: RenderOptions): RenderedMarkdown {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkBlogBoxes, options)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeStringify);
  const mdast = processor.parse(markdown);
  const firstParagraph = mdast.children.find((node) => node.type === "paragraph");
  const hast = processor.runSync(mdast);
  const plainText = plainTextOf(hast);
  return {
    html: processor.stringify(hast),
    toc: tableOfContents(hast),
    plainText,
    wordCount: plainText ? plainText.split(" ").length : 0,
    firstParagraph: firstParagraph ? mdastToString(firstParagraph) : "",
  };
}

/**
 * The article's sections: its top-level h2 headings. Headings inside boxes (the "Further reading"
 * title) are not sections, and being nested they are skipped without a special case.
 */
function tableOfContents(tree: HastRoot): TocEntry[] {
  return tree.children
    .filter((node): node is Element => node.type === "element" && node.tagName === "h2")
    .map((heading) => ({ id: String(heading.properties.id ?? ""), text: hastToString(heading).trim() }));
}

const BLOCK_TAGS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "aside", "td", "th", "pre", "ul", "ol"]);

/**
 * The text of the body, one sentence-ended block after another: "Walk 30 min. Log meals." rather
 * than "Walk 30 min Log meals", so a search excerpt that spans list items still reads.
 */
function plainTextOf(tree: HastRoot): string {
  const blocks: string[] = [""];
  const walk = (node: HastRoot | HastNode) => {
    if (node.type === "text") blocks[blocks.length - 1] += node.value;
    if (!("children" in node)) return;
    const isBlock = node.type === "element" && BLOCK_TAGS.has(node.tagName);
    if (isBlock) blocks.push("");
    node.children.forEach(walk);
    if (isBlock) blocks.push("");
  };
  walk(tree);
  return blocks
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((block) => (/[.!?:;…"'”’)]$/.test(block) ? block : `${block}.`))
    .join(" ");
}

const BOX_CLASSES: Record<string, string> = { "further-reading": "further-reading", cta: "cta-box" };

/**
 * `:::further-reading` becomes `<aside class="further-reading">` with a heading, `:::cta` becomes
 * `<aside class="cta-box">`. Any other block directive is a typo in an article: fail the build.
 * Inline `:word` sequences are put back as text, since prose like "Note:this" is not a directive.
 */
function remarkBlogBoxes(options: RenderOptions) {
  return (tree: MdastRoot) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "containerDirective") {
        styleBox(node, options);
      } else if (node.type === "leafDirective") {
        throw new BlogContentError(`Unknown directive "::${node.name}"`);
      } else if (node.type === "textDirective" && parent && index !== undefined) {
        parent.children.splice(index, 1, { type: "text", value: `:${node.name}${mdastToString(node)}` });
      }
    });
  };
}

function styleBox(node: ContainerDirective, options: RenderOptions) {
  const className = BOX_CLASSES[node.name];
  if (!className) throw new BlogContentError(`Unknown directive ":::${node.name}"`);
  node.data = { ...node.data, hName: "aside", hProperties: { className: [className] } };
  if (node.name !== "further-reading") return;
  // `:::further-reading[Keep reading]` may name the box; the label arrives as a marked paragraph.
  const [first, ...rest] = node.children;
  const customLabel = first?.type === "paragraph" && first.data?.directiveLabel ? mdastToString(first) : null;
  const heading: Heading = {
    type: "heading",
    depth: 2,
    children: [{ type: "text", value: customLabel ?? options.furtherReadingLabel }],
    data: { hProperties: { className: ["further-reading-title"] } },
  };
  const body: Array<BlockContent | DefinitionContent> = customLabel ? rest : node.children;
  node.children = [heading, ...body];
}
