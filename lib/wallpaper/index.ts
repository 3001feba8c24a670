// The parts that run anywhere (browser preview and server alike). The PNG renderer lives in
// ./server, which needs Node and native modules, so it is imported by its own path; the pickers'
// data alone is in ./choices.
export * from "./choices";
export { drawWallpaper, type FontResolver, type WallpaperContext } from "./draw";
export { FONT_FAMILIES, FONT_STACK, fontFor } from "./fonts";
export { layoutWallpaper, type LayoutInput, type MeasureText, type WallpaperLayout, type WallpaperLine } from "./layout";
