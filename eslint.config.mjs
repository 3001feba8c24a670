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

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["lib/tasks/**/*.{ts,tsx,mts,js,mjs}", "lib/wallpaper/**/*.{ts,tsx,mts,js,mjs}"],
    ignores: ["lib/wallpaper/server*.ts", "lib/wallpaper/render-queue.ts", "lib/wallpaper/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: PURE_MODULE_IMPORTS }] },
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
