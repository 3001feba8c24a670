import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getManifest } from "@serwist/build";
import { afterAll, describe, expect, it } from "vitest";
import { SOURCE_DIRS, SOURCE_FILES } from "@/scripts/build-inputs.mjs";
import { isPrivatePath } from "@/config/private-pages";
import { KEPT_PAGES, precacheFiles } from "./precache";

/** A project with a build's kinds of files, to run Serwist's own manifest builder on. */
const root = mkdtempSync(path.join(os.tmpdir(), "wallminder-precache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, contents = file) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), contents);
}

for (const file of [
  ".next/static/chunks/0abc.js",
  ".next/static/chunks/1def.css",
  ".next/static/media/inter-latin-wght-normal.0aa.woff2",
  ".next/static/media/noto-color-emoji-3-400-normal.0bb.woff2",
  ".next/static/media/noto-color-emoji-3-400-normal.0cc.woff",
  ".next/static/media/noto-sans-sc-12-wght-normal.0dd.woff2",
  ".next/server/app/en.html",
  "public/icons/icon-192.png",
  "public/fonts/emoji/noto-color-emoji-3-0123456789.woff2",
  "public/fonts/locale-names/noto-sans-sc-118-0123456789.woff2",
  "public/og-image.png",
  "public/islands/main-AB12CD34.js",
  "public/islands/chunks/creator-EF56GH78.js",
  "public/islands/styles/wght-IJ90KL12.css",
  "public/islands/media/inter-latin-wght-normal-MN34OP56.woff2",
  "public/islands/media/noto-sans-sc-12-wght-normal-QR78ST90.woff2",
  "public/islands/manifest.json",
  "app/page.tsx",
  "messages/en.json",
  "package.json",
]) {
  write(file);
}

async function keptUrls() {
  const { manifestEntries, warnings } = await getManifest({ globDirectory: root, ...precacheFiles(".next") });
  expect(warnings).toEqual([]);
  return new Map(manifestEntries!.map((entry) => [typeof entry === "string" ? entry : entry.url, entry]));
}

describe("what the service worker keeps from a build", () => {
  it("keeps every script and style, the Latin and emoji faces, the languages' names' glyphs, the app icons and the pages, and nothing else (islands' too)", async () => {
    expect([...(await keptUrls()).keys()].sort()).toEqual(
      [
        ".next/static/chunks/0abc.js",
        ".next/static/chunks/1def.css",
        ".next/static/media/inter-latin-wght-normal.0aa.woff2",
        // The colour emoji faces the browser draws with (decision record 018), not the package's SVG-only ones.
        "public/fonts/emoji/noto-color-emoji-3-0123456789.woff2",
        // The glyphs of the languages' names, for the language switch on a device with no Chinese font.
        "public/fonts/locale-names/noto-sans-sc-118-0123456789.woff2",
        "public/icons/icon-192.png",
        "public/islands/main-AB12CD34.js",
        "public/islands/chunks/creator-EF56GH78.js",
        "public/islands/styles/wght-IJ90KL12.css",
        "public/islands/media/inter-latin-wght-normal-MN34OP56.woff2",
        ...KEPT_PAGES,
      ].sort(),
    );
  });

  it("gives each page a revision that changes with its sources, and only then", async () => {
    const before = (await keptUrls()).get("/");
    expect(before).toMatchObject({ revision: expect.stringMatching(/^[0-9a-f]{32}$/) });
    write(".next/static/chunks/2new.js");
    expect((await keptUrls()).get("/")).toEqual(before);
    write("messages/en.json", '{"changed": true}');
    expect((await keptUrls()).get("/")).not.toEqual(before);
  });

  it("keeps the home and offline pages in every language, and never a private page", () => {
    expect(KEPT_PAGES).toEqual(["/", "/offline", "/zh", "/zh/offline", "/manifest.webmanifest"]);
    for (const page of KEPT_PAGES) expect(isPrivatePath(page), page).toBe(false);
  });

  it("revises the pages when any file npm start hashes to tell a stale build changes", async () => {
    for (const source of [...SOURCE_DIRS.map((dir) => `${dir}/changed.txt`), ...SOURCE_FILES]) {
      const before = (await keptUrls()).get("/");
      write(source, `${source} changed`);
      expect((await keptUrls()).get("/"), source).not.toEqual(before);
    }
  });
});
