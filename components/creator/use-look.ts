"use client";

/**
 * How the wallpaper looks, besides its list: the phone (a preset or a custom size), the theme, the text size and the
 * alignment, and whether the preview shows the lock screen's clock and buttons. Remembered in this browser for the
 * next visit; on a first visit from a phone, the creator picks that phone's own size.
 */
import { useCallback, useEffect, useState } from "react";
import type { WallpaperOptionsInput } from "@/lib/api/wallpaper";
import { storedValue } from "@/lib/browser-storage";
import type { Mode } from "@/lib/tasks/types";
import {
  CUSTOM_PRESET_ID,
  DEFAULT_PRESET,
  DEFAULT_WALLPAPER_STYLE,
  getDevicePreset,
  isCustomSide,
  normaliseWallpaperStyle,
  pickPresetForScreen,
  platformFromUserAgent,
  type PresetId,
  type WallpaperStyle,
} from "@/lib/wallpaper/choices";

export interface Look {
  style: WallpaperStyle;
  /** The image's size in pixels: the preset's, or the person's own for the custom size. */
  width: number;
  height: number;
  /** The clock-and-buttons overlay on the preview (on by default). */
  overlay: boolean;
  /** The preset was picked from this visitor's screen ("Sized for your phone"). */
  fitted: boolean;
}

export const STORAGE_KEY = "wallminder.look";

export const DEFAULT_LOOK: Look = {
  style: { ...DEFAULT_WALLPAPER_STYLE },
  width: DEFAULT_PRESET.width,
  height: DEFAULT_PRESET.height,
  overlay: true,
  fitted: false,
};

/** A stored look, whatever the storage holds (an older shape, a hand edit): what can be used of it, else null. */
export function parseStoredLook(raw: string | null): Look | null {
  if (!raw) return null;
  let stored: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    stored = value as Record<string, unknown>;
  } catch {
    return null;
  }
  const style = normaliseWallpaperStyle(stored.style);
  const preset = getDevicePreset(style.preset);
  const size = preset ?? (isCustomSide(stored.width) && isCustomSide(stored.height) ? { width: stored.width, height: stored.height } : null);
  if (!size) return null;
  return { style, width: size.width, height: size.height, overlay: stored.overlay !== false, fitted: false };
}

/** The look for a first visit: this phone's preset when the screen is a phone's we know, else the default. */
function lookForThisScreen(): Look {
  const { preset, matched } = pickPresetForScreen({
    width: window.screen.width,
    height: window.screen.height,
    devicePixelRatio: window.devicePixelRatio,
    platform: platformFromUserAgent(navigator.userAgent),
  });
  if (!matched) return DEFAULT_LOOK;
  return {
    ...DEFAULT_LOOK,
    style: { ...DEFAULT_LOOK.style, preset: preset.id as PresetId },
    width: preset.width,
    height: preset.height,
    fitted: true,
  };
}

/** The look and the mode as the server's generate and save calls take them: the style whole, in `options.style`. */
export function wallpaperOptions({ style, width, height }: Look, mode: Mode): WallpaperOptionsInput {
  return { width, height, generation_mode: mode, style };
}

/** Where storage is blocked (private mode, a policy), the look is not remembered. */
const readStorage = (): string | null => storedValue("local", STORAGE_KEY).read();

function writeStorage({ style, width, height, overlay }: Look) {
  storedValue("local", STORAGE_KEY).write(JSON.stringify({ style, width, height, overlay }));
}

export type LookChange =
  | { preset: string }
  | { width: number; height: number }
  | { theme: WallpaperStyle["theme"]; background?: string | null }
  | { textSize: WallpaperStyle["textSize"] }
  | { align: WallpaperStyle["align"] }
  | { overlay: boolean };

/** The look after one change; a preset brings its size, and any change of phone ends "Sized for your phone". */
export function changeLook(look: Look, change: LookChange): Look {
  if ("preset" in change) {
    const preset = getDevicePreset(change.preset);
    if (preset)
      return { ...look, style: { ...look.style, preset: preset.id as PresetId }, width: preset.width, height: preset.height, fitted: false };
    return { ...look, style: { ...look.style, preset: CUSTOM_PRESET_ID }, fitted: false };
  }
  if ("width" in change)
    return { ...look, style: { ...look.style, preset: CUSTOM_PRESET_ID }, width: change.width, height: change.height, fitted: false };
  if ("overlay" in change) return { ...look, overlay: change.overlay };
  if ("theme" in change) return { ...look, style: { ...look.style, theme: change.theme, background: change.background ?? null } };
  return { ...look, style: { ...look.style, ...change } };
}

/**
 * The look, starting from the default while the page renders on the server and hydrates; then from storage, or from
 * this screen on a first visit.
 */
export function useLook() {
  const [look, setLook] = useState<Look>(DEFAULT_LOOK);
  useEffect(() => {
    // Storage and the screen exist only in the browser, after hydration: one update.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the browser's state once, on mount
    setLook(parseStoredLook(readStorage()) ?? lookForThisScreen());
  }, []);
  /** Applies one change, remembers it, and returns the new look (for the preview to redraw with). */
  const change = useCallback(
    (update: LookChange): Look => {
      const next = changeLook(look, update);
      setLook(next);
      writeStorage(next);
      return next;
    },
    [look],
  );
  return { look, change };
}
