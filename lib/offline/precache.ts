/**
 * What the service worker keeps from each build (decision record 015), as the options Serwist reads when it builds the
 * worker (app/serwist/[path]/route.ts): the files by glob, under the project's root, and the kept pages. A kept
 * page is made of the folders and files `npm start` hashes to tell a stale build (scripts/build-inputs.mjs): its
 * revision is the hash of all of them, so when any changes the next worker fetches the page again, and a build from
 * the same sources keeps the copy it has.
 */
import { SOURCE_DIRS, SOURCE_FILES } from "@/scripts/build-inputs.mjs";
import { OFFLINE_PAGES } from "./rules";

/** The pages kept, and the manifest: revised from their sources, since the build writes them only after this list is made. */
export const KEPT_PAGES = [...OFFLINE_PAGES, "/manifest.webmanifest"];

export function precacheFiles(distDir: string) {
  const dist = distDir.replace(/\/?$/, "/");
  const sources = [...SOURCE_DIRS.map((dir) => `${dir}/**/*`), ...SOURCE_FILES];
  return {
    globPatterns: [
      // Every script and style of the build: the creator loads its engine, renderer and toasts after the page.
      `${dist}static/chunks/**/*.{js,css}`,
      // The wallpaper's Latin and colour emoji faces (2.0 MB of emoji, decision record 018). Noto Sans SC's hundred
      // subsets (4.4 MB) are kept as lists need them.
      `${dist}static/media/inter-*.woff2`,
      "public/fonts/emoji/*.woff2",
      // The glyphs of the languages' names, 4 KB, for the language switch on a device with no Chinese font.
      "public/fonts/locale-names/*.woff2",
      "public/icons/*.png",
      // The script of the pages served with islands (lib/islands/static-page.ts), and its fonts as above.
      "public/islands/**/*.{js,css}",
      "public/islands/media/inter-*.woff2",
    ],
    templatedURLs: Object.fromEntries(KEPT_PAGES.map((page) => [page, sources])),
    // Serwist counts a page's size as that of all its sources, and leaves out entries over the limit (2 MB by default):
    // the limit must let the pages in. The files above are a few hundred KB each, the largest emoji face 1.2 MB.
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  };
}
