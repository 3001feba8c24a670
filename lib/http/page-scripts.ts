/**
 * The hashes of the inline scripts in each page the build rendered ahead of time (decision record 012).
 *
 * Next writes every static page to a file of its own (lib/next-build.ts); `next start` serves that file as it is, so the inline scripts it carries (React's page data and bootstrap) are known
 * to the byte and can be allowed by their SHA-256 in the page's Content Security Policy, while the page stays static.
 * Each file is read and hashed once, on its first request. Pages rendered per request get a nonce instead (proxy.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { Parser } from "htmlparser2";
import { prerenderedPages, staticPageFile } from "@/lib/next-build";

/** The static pages an unmatched address or an error can fall back to: Next serves them without a render. */
export const FALLBACK_PAGES = ["/_not-found", "/_global-error"] as const;

/** `'sha256-…'` of every script the HTML would run inline: not those with `src`, not data blocks such as JSON-LD. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let text: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && !("src" in attributes) && isJavaScript(attributes.type)) text = "";
      },
      ontext(chunk) {
        if (text !== null) text += chunk;
      },
      onclosetag(name) {
        if (name !== "script" || text === null) return;
        hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
        text = null;
      },
    },
    // Script text is hashed as the browser reads it: raw, with no character references decoded.
    { decodeEntities: false },
  );
  parser.end(html);
  return [...new Set(hashes)];
}

function isJavaScript(type: string | undefined): boolean {
  const essence = (type ?? "").trim().toLowerCase();
  return essence === "" || essence === "module" || essence === "text/javascript" || essence === "application/javascript";
}

let prerendered: Set<string> | undefined;
const cache = new Map<string, string[]>();

/**
 * The inline script hashes of the page the build rendered for `pathname`, or undefined when the address is not a
 * prerendered page (it is rendered per request, or there is no production build, as under `next dev`).
 */
export function staticPageScriptHashes(pathname: string): string[] | undefined {
  const cached = cache.get(pathname);
  if (cached) return cached;
  // No page revalidates (each is written once, by the build), so a file's hashes hold for as long as the app runs.
  prerendered ??= prerenderedPages();
  if (!prerendered.has(pathname)) return undefined;
  const file = staticPageFile(pathname, "html");
  if (!existsSync(file)) return undefined;
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  cache.set(pathname, hashes);
  return hashes;
}
