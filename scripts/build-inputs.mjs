/**
 * The folders and files a production build reads: one list for the two places that must agree on it. `npm start`
 * hashes them to tell a stale build (./build-hash.mjs), and the service worker revises its kept pages from them
 * (lib/offline/precache.ts), so a deploy that changes any of them fetches the pages again. Plain data, so that node
 * runs it as it is and the app's bundle takes nothing else with it.
 */
export const SOURCE_DIRS = ["app", "components", "lib", "config", "content", "messages", "public", "i18n", "islands"];
export const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "next.config.ts",
  "proxy.ts",
  "instrumentation.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];
