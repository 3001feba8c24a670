"use client";

/**
 * The task engine and the wallpaper renderer are loaded after the page, so the home page stays
 * light; the creator asks for them when the browser is idle or on the first click.
 */
let engine: Promise<[typeof import("@/lib/tasks"), typeof import("@/lib/wallpaper/browser")]> | null = null;

export function loadEngine() {
  engine ??= Promise.all([import("@/lib/tasks"), import("@/lib/wallpaper/browser")]);
  return engine;
}
