/**
 * What the creator offers, for its pickers: phone presets, themes, text sizes and alignments, the
 * defaults, and the pick of the visitor's own phone. Plain data and pure functions, no Node or
 * canvas: safe to import into the page bundle (the renderer itself loads with the creator's engine).
 */
export { HEX_COLOR } from "./color";
export {
  DEFAULT_WALLPAPER_STYLE,
  normaliseWallpaperStyle,
  TEXT_ALIGNS,
  TEXT_SIZES,
  type TextAlign,
  type TextSize,
  type WallpaperStyle,
} from "./options";
export {
  bandFor,
  CUSTOM_PRESET_ID,
  CUSTOM_SIZE_LIMITS,
  DEFAULT_PRESET,
  DEFAULT_PRESET_ID,
  DEVICE_PRESETS,
  getDevicePreset,
  isCustomSide,
  pickPresetForScreen,
  platformFromUserAgent,
  PRESET_IDS,
  type Band,
  type DevicePreset,
  type DevicePresetId,
  type Platform,
  type PresetId,
  type ScreenPick,
  type ScreenSize,
} from "./presets";
export {
  CUSTOM_THEME_ID,
  CUSTOM_THEME_NAME,
  customTheme,
  DEFAULT_THEME_ID,
  resolveTheme,
  THEME_IDS,
  THEMES,
  type Ink,
  type Paint,
  type Theme,
  type ThemeId,
} from "./themes";
