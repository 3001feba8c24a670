#!/usr/bin/env node
/**
 * Builds the script of the pages served as static HTML (decision record 019): islands/main.tsx and the
 * islands it loads, with React and nothing of Next's runtime, into public/islands/, named by their content. `npm run
 * build` runs it before `next build`, so the service worker's list of kept files includes them (lib/offline/precache.ts).
 *
 * With --watch (`npm run dev:islands`), it builds again on every change, unminified, for the development server.
 *
 * The islands are the app's own client components. Where they import Next or next-intl, this bundle gives them the
 * browser's equivalents (islands/shims/). A stylesheet they import (the wallpaper's fonts) becomes a file of its own,
 * linked when the import runs, as Next does.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, context } from "esbuild";

const OUT = "public/islands";
const shim = (name) => path.resolve("islands/shims", name);

/** Next's and next-intl's modules, by their exact names ("next-intl" but not "next-intl/routing"). */
const SHIMS = {
  "next-intl": shim("next-intl.tsx"),
  "@/i18n/navigation": shim("i18n-navigation.tsx"),
  "next/navigation": shim("next-navigation.ts"),
  "next/dynamic": shim("next-dynamic.tsx"),
};
const shims = {
  name: "shims",
  setup(context) {
    const names = Object.keys(SHIMS).map((name) => name.replace(/[/@]/g, "\\$&"));
    context.onResolve({ filter: new RegExp(`^(${names.join("|")})$`) }, (args) => ({ path: SHIMS[args.path] }));
  },
};

/**
 * `import("x.css")`: the stylesheet is built into OUT/styles (its fonts into OUT/media) and linked on import; as with
 * Next, the import is done when the stylesheet has loaded, and fails when it cannot be loaded in three tries. Its
 * @font-face rules are only then in document.fonts: the wallpaper renderer, run the moment the import was done, found no
 * Chinese face to load and drew a visitor's Chinese list as empty boxes.
 */
const linkedStylesheets = {
  name: "linked-stylesheets",
  setup(context) {
    context.onResolve({ filter: /\.css$/ }, async (args) => {
      if (args.pluginData === "linked-stylesheet") return undefined;
      const resolved = await context.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: "linked-stylesheet" });
      return { path: resolved.path, namespace: "linked-stylesheet" };
    });
    context.onLoad({ filter: /.*/, namespace: "linked-stylesheet" }, async (args) => {
      const result = await build({
        entryPoints: [args.path],
        bundle: true,
        minify: true,
        write: true,
        outdir: OUT,
        entryNames: "styles/[name]-[hash]",
        assetNames: "media/[name]-[hash]",
        publicPath: "/islands",
        loader: { ".woff2": "file", ".woff": "file" },
        metafile: true,
        logLevel: "warning",
      });
      const css = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".css"));
      const href = `/islands/${path.relative(OUT, css)}`;
      return {
        // A request lost on the way is asked again, twice, a second and then three seconds later: a failed import is
        // never tried again by the browser, so the creator would draw nothing until the page was reloaded.
        contents: `const link = (href) => new Promise((resolve, reject) => {
          const element = document.createElement("link");
          element.rel = "stylesheet";
          element.href = href;
          element.onload = resolve;
          element.onerror = () => {
            element.remove();
            reject(new Error("The stylesheet " + href + " could not be loaded"));
          };
          document.head.append(element);
        });
        for (const wait of [0, 1000, 3000]) {
          await new Promise((resolve) => setTimeout(resolve, wait));
          try {
            await link(${JSON.stringify(href)});
            break;
          } catch (error) {
            if (wait === 3000) throw error;
          }
        }`,
        loader: "js",
      };
    });
  },
};

const WATCH = process.argv.includes("--watch");

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// The script that holds clicks until the islands hydrate: a file of its own with nothing to load, so it runs as soon as
// it arrives, before the islands' code has come.
const early = await build({
  entryPoints: { early: "islands/early-input.ts" },
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2022",
  outdir: OUT,
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
});
const earlyScript = `/islands/${path.relative(
  OUT,
  Object.keys(early.metafile.outputs).find((file) => file.endsWith(".js")),
)}`;

/** Writes OUT/manifest.json, which names the scripts for the build's last step and `npm run dev:islands`, after each build. */
const manifest = {
  name: "manifest",
  setup(context) {
    context.onEnd((result) => {
      const main = Object.entries(result.metafile?.outputs ?? {}).find(([, output]) => output.entryPoint === "islands/main.tsx")?.[0];
      if (!main) return;
      const scripts = { early: earlyScript, main: `/islands/${path.relative(OUT, main)}` };
      writeFileSync(path.join(OUT, "manifest.json"), `${JSON.stringify(scripts)}\n`);
      console.log(`Islands built: ${scripts.early}, ${scripts.main}`);
    });
  },
};

const options = {
  entryPoints: { main: "islands/main.tsx" },
  bundle: true,
  splitting: true,
  format: "esm",
  minify: !WATCH,
  target: "es2022",
  jsx: "automatic",
  outdir: OUT,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  publicPath: "/islands",
  define: { "process.env.NODE_ENV": WATCH ? '"development"' : '"production"' },
  alias: {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/jsx-runtime",
    // As next.config.ts: the catalogues are compiled ahead of time (config/message-format.ts).
    "use-intl/format-message": "use-intl/format-message/format-only",
  },
  plugins: [shims, linkedStylesheets, manifest],
  metafile: true,
  logLevel: "warning",
};

if (WATCH) {
  // `npm run dev:islands`: built again on every change, for the development server to serve (lib/islands/development.ts).
  await (await context(options)).watch();
} else {
  await build(options);
}
