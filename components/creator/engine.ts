"use client";

/**
 * The task engine, the wallpaper renderer and the wallpaper's fonts are loaded after the page, so
 * the home page stays light; the creator asks for them when the browser is idle or on the first
 * click. The font CSS only declares the faces: each file downloads when a glyph needs it. The colour emoji faces are
 * declared by the renderer itself (lib/wallpaper/browser.ts).
 */
let engine: Promise<[typeof import("@/lib/tasks"), typeof import("@/lib/wallpaper/browser")]> | null = null;

export function loadEngine() {
  engine ??= Promise.all([
    import("@/lib/tasks"),
    import("@/lib/wallpaper/browser"),
    import("@fontsource-variable/inter/wght.css"),
    import("@fontsource-variable/noto-sans-sc/wght.css"),
  ]).then(([tasks, browser]) => [tasks, browser] as [typeof tasks, typeof browser]);
  return engine;
}
