/**
 * A page served as static HTML with islands (decision record 019): the document Next's build rendered, without Next's
 * scripts and payload, with the islands' script in their place (islands/main.tsx), which hydrates only the parts a
 * person can use. The build makes it once, after `next build` (scripts/build-island-pages.ts), and `next start` then
 * serves it as it serves any page the build rendered; a client navigation to the page still gets Next's payload.
 *
 * What that takes of the page, checked by the same step: every client component on it is an island, or works as
 * plain HTML (a link). A client component the server renders outside an island would show, and do nothing when used.
 */
import { Parser } from "htmlparser2";
import type { ClientReference, FlightRow } from "@/lib/next-build";

/** The islands' scripts, as scripts/build-islands.mjs lists them in public/islands/manifest.json. */
export interface IslandScripts {
  /** Holds clicks on islands until they hydrate (islands/early-input.ts): runs as soon as it arrives. */
  early: string;
  /** Hydrates the islands (islands/main.tsx). */
  main: string;
}

/** Whether the document already carries the islands' script: the build step has made it (a second run does nothing). */
export const hasIslands = (html: string, { main }: IslandScripts) => html.includes(`<script type="module" src="${main}"></script>`);

/**
 * `html` without the scripts that start Next's router (its chunks, their preloads, the inline payload and bootstrap),
 * with the islands' scripts loaded as modules instead. Data blocks (JSON-LD) stay: search engines read them. Throws
 * when the document is not what the build is known to write: no head, or none of Next's scripts to take out.
 */
export function withIslands(html: string, { early, main }: IslandScripts): string {
  const cuts: [number, number][] = [];
  let head = -1;
  let open: { start: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && !isDataBlock(attributes.type)) open = { start: parser.startIndex };
        if (name === "link" && attributes.as === "script" && /^(preload|modulepreload)$/i.test(attributes.rel ?? "")) {
          cuts.push([parser.startIndex, parser.endIndex + 1]);
        }
      },
      onclosetag(name) {
        if (name === "script" && open) {
          cuts.push([open.start, parser.endIndex + 1]);
          open = null;
        }
        if (name === "head") head = parser.startIndex;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (head < 0) throw new Error("The page has no </head>");
  if (!html.includes("self.__next_f")) throw new Error("The page carries no payload of Next's (self.__next_f): is it the build's document?");
  let result = "";
  let from = 0;
  for (const [start, end] of [...cuts, [head, head] as [number, number]].sort((a, b) => a[0] - b[0])) {
    result += html.slice(from, start);
    if (start === head && end === head) result += `<script type="module" async src="${early}"></script><script type="module" src="${main}"></script>`;
    from = end;
  }
  return result + html.slice(from);
}

function isDataBlock(type: string | undefined): boolean {
  const essence = (type ?? "").trim().toLowerCase();
  return essence !== "" && essence !== "module" && essence !== "text/javascript" && essence !== "application/javascript";
}

/**
 * The client components that may sit outside an island on a page served with islands, by the module they come from:
 * Next's own (its router's boundaries, which render nothing a person uses), next-intl's texts and links (a link is an
 * anchor, and works as one), and the account check that islands/main.tsx puts around every island.
 */
const WORKS_AS_HTML: readonly RegExp[] = [
  /^node_modules\/next\/dist\//,
  /^node_modules\/next-intl\/dist\/esm\/production\/shared\/NextIntlClientProvider\.js$/,
  /^node_modules\/next-intl\/dist\/esm\/production\/navigation\/shared\/BaseLink\.js$/,
  /^components\/account\/account-provider\.tsx$/,
];

/**
 * The client components the page's payload renders outside any island (an element with `data-island`, from
 * components/islands/island.tsx) that don't work as plain HTML: on the page served with islands they would show and do
 * nothing. `modules` names the module behind each client component's id (lib/next-build.ts).
 */
export function strayClientComponents(rows: ReadonlyMap<string, FlightRow>, modules: ReadonlyMap<string, string>): ClientReference[] {
  const stray = new Map<string, ClientReference>();
  const seen = new Set<string>();

  const clientReference = (type: unknown): ClientReference | undefined => {
    const row = typeof type === "string" ? rows.get(rowId(type) ?? "") : undefined;
    if (row?.kind !== "client") return undefined;
    const named = rowId(row.name);
    const nameRow = named === undefined ? undefined : rows.get(named);
    const name = nameRow?.kind === "model" && typeof nameRow.value === "string" ? nameRow.value : row.name;
    return { module: modules.get(row.id) ?? `module ${row.id}`, name };
  };

  const visit = (value: unknown, inIsland: boolean): void => {
    if (typeof value === "string") {
      const id = rowId(value);
      const row = id === undefined ? undefined : rows.get(id);
      if (row?.kind === "model" && !seen.has(`${id}:${inIsland}`)) {
        seen.add(`${id}:${inIsland}`);
        visit(row.value, inIsland);
      }
    } else if (Array.isArray(value)) {
      if (value.length === 4 && value[0] === "$") {
        const [, type, , props] = value as [string, unknown, unknown, Record<string, unknown> | null];
        const reference = clientReference(type);
        if (reference && !inIsland && !WORKS_AS_HTML.some((pattern) => pattern.test(reference.module))) {
          stray.set(`${reference.module}#${reference.name}`, reference);
        }
        visit(type, inIsland);
        visit(props, inIsland || (type === "div" && typeof props?.["data-island"] === "string"));
        return;
      }
      for (const item of value) visit(item, inIsland);
    } else if (value && typeof value === "object") {
      for (const item of Object.values(value)) visit(item, inIsland);
    }
  };

  const root = rows.get("0");
  if (root?.kind === "model") visit(root.value, false);
  return [...stray.values()];
}

/**
 * The row a payload string refers to: "$L1a" (a lazy element), "$@1a" (a promise), "$Q1a" (a map), "$W1a" (a set) and
 * "$1a" (a value) all name row 1a.
 */
const rowId = (value: string) => /^\$[L@QW]?([0-9a-f]+)$/.exec(value)?.[1];
