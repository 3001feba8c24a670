import { withSerwist } from "@serwist/turbopack";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { MESSAGE_FORMAT_ALIAS } from "./config/message-format";
import { securityHeaders } from "./config/security-headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Each route's code is loaded when it is first asked for, not all at start: 30-40 MB less for a server whose visitors
  // use a few of its routes (docs/decisions/020-server-memory.md). The first request to a route pays the load once.
  experimental: { preloadEntriesOnStart: false },
  // Lets two builds live side by side (NEXT_DIST_DIR=.next-bench npm run build); .next by default.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Native or WASM packages, and rate-limiter-flexible, which imports drizzle-orm by a computed name.
  serverExternalPackages: ["@napi-rs/canvas", "sharp", "@electric-sql/pglite", "rate-limiter-flexible"],
  turbopack: { resolveAlias: MESSAGE_FORMAT_ALIAS },
  // `npm test` type-checks after building, with TypeScript 7 and the route types the build writes (scripts/test.mjs):
  // the build's own check, with TypeScript 6, took 26 s of CI's time to find the same errors.
  typescript: { ignoreBuildErrors: process.env.TYPECHECK_AFTER_BUILD === "1" },
  async headers() {
    return securityHeaders({ https: (process.env.SITE_URL ?? "").startsWith("https:") });
  },
  async rewrites() {
    // The IndexNow key file, /{key}.txt, is answered by a route that knows the configured key.
    return [{ source: "/:key([a-zA-Z0-9-]{8,128}).txt", destination: "/api/indexnow/key-file?key=:key" }];
  },
  async redirects() {
    // Old addresses of articles (docs/product.md §11), kept working for links and search engines.
    return [
      ["/blog-preview", "/blog/beat-procrastination-visual-reminders"],
      ["/pillar-preview", "/blog/ultimate-guide-overcome-procrastination"],
      ["/text-lists-fail", "/blog/text-lists-fail"],
      ["/psychology-of-procrastination", "/blog/psychology-of-procrastination"],
      ["/blog/why-text-lists-fail", "/blog/text-lists-fail"],
    ].map(([source, destination]) => ({ source: source!, destination: destination!, permanent: true }));
  },
};

// withSerwist keeps esbuild, which bundles the service worker at build time (app/serwist), out of the server bundles.
export default withSerwist(withNextIntl(nextConfig));
