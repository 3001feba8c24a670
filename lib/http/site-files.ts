/**
 * The files the site serves as they are, in no language: everything in public/, the metadata routes (robots.txt,
 * sitemap.xml, the icons, the web app manifest), the service worker and the IndexNow key file. The proxy lets them
 * through untouched; any other address, even one that looks like a file ("/no-such.page"), is a page address and gets
 * the "not found" page in its language.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { SERVICE_WORKER_URL } from "@/config/site";

const METADATA_FILES = new Set(["/robots.txt", "/sitemap.xml", "/icon.svg", "/apple-icon.png", "/manifest.webmanifest", SERVICE_WORKER_URL]);
/** The same pattern as the IndexNow rewrite in next.config.ts. */
const INDEXNOW_KEY_FILE = /^\/[a-zA-Z0-9-]{8,128}\.txt$/;

let publicFiles: Set<string> | undefined;

function listPublicFiles(): Set<string> {
  try {
    const root = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    return new Set(files.map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`));
  } catch {
    return new Set(); // no public/ folder
  }
}

export function isSiteFile(pathname: string): boolean {
  publicFiles ??= listPublicFiles();
  return METADATA_FILES.has(pathname) || INDEXNOW_KEY_FILE.test(pathname) || publicFiles.has(pathname);
}
