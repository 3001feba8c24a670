/** The product's name and public constants, in one place. */
export const SITE_NAME = "Wallminder";

/** The wallpaper size of a modern iPhone lock screen (1179 x 2556). */
export const WALLPAPER_WIDTH = 1179;
export const WALLPAPER_HEIGHT = 2556;

/** Where people write for help; shown on /support, the legal pages and in structured data. */
export const SUPPORT_EMAIL = "support@wallminder.app";

/** Pro prices (docs/product.md §6). */
export const PRO_PRICE_MONTHLY = "$2.90";
export const PRO_PRICE_ANNUAL = "$24.33";

/** The sizes a wallpaper may be drawn at, in pixels per side. */
export const WALLPAPER_MIN_SIDE = 320;
export const WALLPAPER_MAX_SIDE = 4096;

/** The brand colour (app/globals.css, --color-brand-600): the phone's bar around the site and the installed app. */
export const THEME_COLOR = "#4f46e5";
/** The page's own background, shown while the installed app opens. */
export const BACKGROUND_COLOR = "#ffffff";

/** Where the service worker is served (app/serwist/[path]/route.ts, decision record 015). */
export const SERVICE_WORKER_URL = "/serwist/sw.js";
