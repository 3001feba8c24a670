import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inlineScriptHashes } from "./page-scripts";

// Hashes worked out separately, with `printf '…' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const PAGE_DATA = "'sha256-h6PSZyowpf88l+HlC8ZUKg0JkFQQ3Wkn0Ro7qFk/te8='";

describe("the hashes of a page's inline scripts", () => {
  it("hash each script's text as written, character references and all", () => {
    const html = `<html><head><script>alert(1)</script></head><body><script>self.__next_f.push([1,"a&amp;b"])</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT, PAGE_DATA]);
  });

  it("leave out script files and data blocks, which the policy does not need to allow", () => {
    const html = `<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"FAQPage"}</script><script type="module">alert(1)</script>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT]);
  });

  it("list a script that appears twice once", () => {
    expect(inlineScriptHashes("<script>alert(1)</script><p>text</p><script>alert(1)</script>")).toEqual([ALERT]);
  });
});

describe("the hashes of the build's static pages", () => {
  let distDir: string;
  beforeEach(() => {
    vi.resetModules();
    distDir = mkdtempSync(path.join(tmpdir(), "wallminder-dist-"));
    mkdirSync(path.join(distDir, "server/app/blog"), { recursive: true });
    writeFileSync(path.join(distDir, "prerender-manifest.json"), JSON.stringify({ routes: { "/": {}, "/blog/a": {}, "/_not-found": {} } }));
    writeFileSync(path.join(distDir, "server/app/index.html"), "<script>alert(1)</script>");
    writeFileSync(path.join(distDir, "server/app/blog/a.html"), `<script>self.__next_f.push([1,"a&amp;b"])</script>`);
    vi.stubEnv("NEXT_DIST_DIR", distDir);
  });
  afterEach(() => vi.unstubAllEnvs());

  it("come from the HTML the build wrote for that address", async () => {
    const { staticPageScriptHashes } = await import("./page-scripts");
    expect(staticPageScriptHashes("/")).toEqual([ALERT]);
    expect(staticPageScriptHashes("/blog/a")).toEqual([PAGE_DATA]);
  });

  it("are undefined for an address the build did not render, or whose file is missing", async () => {
    const { staticPageScriptHashes } = await import("./page-scripts");
    expect(staticPageScriptHashes("/login")).toBeUndefined();
    expect(staticPageScriptHashes("/../../etc/passwd")).toBeUndefined();
    expect(staticPageScriptHashes("/_not-found")).toBeUndefined();
  });

  it("are undefined everywhere when there is no production build, as under next dev", async () => {
    vi.stubEnv("NEXT_DIST_DIR", path.join(distDir, "missing"));
    const { staticPageScriptHashes } = await import("./page-scripts");
    expect(staticPageScriptHashes("/")).toBeUndefined();
  });
});
