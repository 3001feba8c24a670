/**
 * The service worker, /serwist/sw.js (decision record 015). Serwist bundles lib/offline/service-worker.ts with the
 * list of files it keeps (lib/offline/precache.ts), once, when the site is built; the build writes the answer as a
 * static file.
 */
import { createSerwistRoute } from "@serwist/turbopack";
import { precacheFiles } from "@/lib/offline/precache";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/offline/service-worker.ts",
  useNativeEsbuild: true,
  esbuildOptions: { sourcemap: false },
  ...precacheFiles(process.env.NEXT_DIST_DIR ?? ".next"),
});
