/** The product's name and public constants, in one place. */
export const SITE_NAME = "Wallminder";

/** The wallpaper size of a modern iPhone lock screen (1179 x 2556). */
export const WALLPAPER_WIDTH = 1179;
export const WALLPAPER_HEIGHT = 2556;
