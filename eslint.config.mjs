import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The layers. Task parsing (lib/tasks) and the wallpaper drawing that also runs in the browser
 * (lib/wallpaper, except its server renderer and render queue) stay plain TypeScript: no React, no
 * Next, no database, no sign-in, no native image modules. Components never reach the database:
 * they get their data from pages or from the API.
 */
const PURE_MODULE_IMPORTS = [
  {
    group: ["react", "react/*", "react-dom", "react-dom/*", "next", "next/*", "server-only"],
    message: "lib/tasks and the browser half of lib/wallpaper are plain TypeScript: no React, Next or server-only.",
  },
  {
    group: ["@/lib/db", "@/lib/db/*", "**/lib/db", "**/lib/db/*", "../db", "../db/*"],
    message: "lib/tasks and the browser half of lib/wallpaper never touch the database.",
  },
  {
    group: ["@/lib/auth", "@/lib/auth/*", "**/lib/auth", "**/lib/auth/*", "../auth", "../auth/*"],
    message: "lib/tasks and the browser half of lib/wallpaper know nothing of sign-in.",
  },
  {
    group: ["@napi-rs/canvas", "@napi-rs/canvas/*", "sharp", "sharp/*"],
    message: "Native image modules belong to lib/wallpaper/server*.ts only.",
  },
];

/**
 * The arrows between folders, each one way, checked on the resolved file (an `@/` import and a relative one alike):
 * - lib/ is below the pages, the components and the islands' script, and never imports them;
 * - lib/http is the routes' layer (decision record 007): it builds on the session (lib/auth), the language
 *   (lib/i18n) and the domain modules, and translates their errors into answers; nothing else in lib/ imports it, so a
 *   domain module throws its own error (`SignInLimitError`, `LiveSizeError`) and the route layer answers it;
 * - the database's schema (lib/db) and the API's shapes (lib/api) sit below the payment code (lib/billing), which
 *   uses both: the subscription statuses they share are lib/subscription-status.ts;
 * - an image store (lib/storage/local.ts, s3.ts) implements lib/storage/image-store.ts and never imports the factory
 *   that chooses between them (lib/storage/index.ts).
 */
const ONE_WAY_ZONES = [
  {
    target: "./lib",
    from: ["./app", "./components", "./islands"],
    message: "lib/ is below the pages and components: pass what it needs in as values, or move the shared code into lib/.",
  },
  {
    target: ["./lib/!(http)/**", "./lib/*.{ts,tsx,mts,mjs}"],
    from: "./lib/http",
    message:
      "Only the routes (app/) and lib/http itself import lib/http (decision record 007): throw a domain error of this module's own and answer it in lib/http or the route; put a helper both need below them both.",
  },
  {
    target: ["./lib/db", "./lib/api"],
    from: "./lib/billing",
    message: "lib/billing builds on lib/db and lib/api, never the reverse: the subscription statuses are in lib/subscription-status.ts.",
  },
  {
    target: ["./lib/storage/!(index).ts"],
    from: "./lib/storage/index.ts",
    message: "The image stores implement lib/storage/image-store.ts; only the app imports the factory (lib/storage/index.ts).",
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["lib/tasks/**/*.{ts,tsx,mts,js,mjs}", "lib/wallpaper/**/*.{ts,tsx,mts,js,mjs}"],
    ignores: ["lib/wallpaper/server*.ts", "lib/wallpaper/render-queue.ts", "lib/wallpaper/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: PURE_MODULE_IMPORTS }] },
  },
  {
    files: ["lib/tasks/**/*.{ts,mts}"],
    ignores: ["lib/tasks/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='split'] > Literal[regex.pattern=/[,，]/]",
          message:
            "Split on a clause's comma with commaPattern or CLAUSES_OF_A_PIECE (lib/tasks/commas.ts): a comma between two digits groups a number's thousands ('£1,140') and is not a break.",
        },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx,mts,js,mjs}"],
    // A test beside its module may drive the routes that use it, from the request in to the answer out.
    ignores: ["lib/**/*.test.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: ONE_WAY_ZONES }] },
  },
  {
    files: ["components/**/*.{ts,tsx,mts,js,mjs}", "app/**/*.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./components", "./app"],
              from: "./islands",
              message:
                "islands/ is the browser's side of the pages served with islands and builds on the components, never the reverse: render an island with <Island> from components/islands/island.tsx (decision record 019).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["components/**/*.{ts,tsx,mts,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/db", "@/lib/db/*", "**/lib/db", "**/lib/db/*"],
              message: "Components never import the database: pass data down from a page or fetch it from the API.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='t'][callee.property.name='raw']",
          message:
            "The catalogues are compiled, and use-intl's t.raw refuses them in development: read a list with useCatalogue() (lib/i18n/catalogue.ts) on the server, or key by key with t.has in the browser.",
        },
      ],
    },
  },
  // public/islands/: the islands build writes it (scripts/build-islands.mjs). .next-*/: a second build beside the first
  // (NEXT_DIST_DIR=.next-before npm run build), for a benchmark's before and after.
  globalIgnores([".next/**", ".next-*/**", "next-env.d.ts", "test-results/**", "reports/**", "playwright-report/**", "data/**", "public/islands/**"]),
]);
