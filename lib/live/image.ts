/**
 * What a live wallpaper address draws, and its entity tag. The picture is the saved wallpaper drawn now: its tasks
 * as they are ticked (struck through, or left out), in the size and style saved with it, or the size a phone asks
 * for (`?w=&h=` or `?preset=`). The tag is a hash of everything the picture is drawn from, so an unchanged list
 * is answered 304 without drawing anything.
 */
import { createHash } from "node:crypto";
import { describeIssues } from "@/lib/api/common";
import { WallpaperOptionsSchema } from "@/lib/api/wallpaper";
import { normaliseTasks, type WallpaperRow } from "@/lib/history/store";
import type { RenderInput } from "@/lib/wallpaper/server";
import { normaliseWallpaperStyle, type WallpaperStyle } from "@/lib/wallpaper/options";
import type { DoneTasks } from "./store";

/** Raise when the drawing of a saved wallpaper changes, so phones fetch the new picture instead of a 304. */
const DRAWING_VERSION = 1;

/** A size or preset the phone asked for that cannot be drawn; `issues` names what is wrong, in the query's own terms. */
export class LiveSizeError extends Error {
  override name = "LiveSizeError";
  constructor(readonly issues: string) {
    super(issues);
  }
}

export interface LiveRenderInput extends RenderInput {
  style: WallpaperStyle;
}

/**
 * The size and preset a phone asks for, as the generate API's options take them (a preset brings its own size), or
 * null when it asks for none. Anything but digits is passed on as it is, for the schema to name what is wrong.
 */
function requestedSize(query: URLSearchParams, saved: WallpaperRow): { width?: unknown; height?: unknown; preset?: string } | null {
  const [w, h, preset] = [query.get("w"), query.get("h"), query.get("preset")];
  if (w === null && h === null && preset === null) return null;
  if ((w === null) !== (h === null)) throw new LiveSizeError("send both w and h, or neither");
  const pixels = (value: string) => (/^\d{1,5}$/.test(value) ? Number(value) : value);
  if (w === null || h === null) return preset === null ? { width: saved.width, height: saved.height } : { preset };
  return { width: pixels(w), height: pixels(h), ...(preset === null ? {} : { preset }) };
}

/** The render input for `saved`, as the live address shows it; LiveSizeError for a size it cannot be drawn at. */
export function liveRenderInput(saved: WallpaperRow, doneTasks: DoneTasks, query: URLSearchParams): LiveRenderInput {
  const style = normaliseWallpaperStyle(saved.style);
  const tasks = normaliseTasks(saved.tasks).filter((task) => doneTasks === "strike" || !task.completed);
  const asked = requestedSize(query, saved);
  if (!asked) return { tasks, width: saved.width, height: saved.height, mode: saved.mode, style };
  // The saved look, at the size asked for: a size without a preset draws with the band of its own proportions.
  const { preset, ...size } = asked;
  const parsed = WallpaperOptionsSchema.safeParse({ ...size, generation_mode: saved.mode, style: { ...style, preset } });
  if (!parsed.success)
    throw new LiveSizeError(
      describeIssues(parsed.error)
        .replace(/\bwidth\b/g, "w")
        .replace(/\bheight\b/g, "h")
        .replace(/\bstyle\.preset\b/g, "preset"),
    );
  const { width, height, style: drawn } = parsed.data;
  return { tasks, width, height, mode: saved.mode, style: drawn };
}

/** A strong tag: the same input always draws the same bytes. */
export function liveEtag(input: LiveRenderInput): string {
  const { tasks, width, height, mode, style } = input;
  const drawn = JSON.stringify([
    DRAWING_VERSION,
    width,
    height,
    mode,
    style,
    tasks.map((task) => [task.text, task.completed, task.isPriority, task.emoji]),
  ]);
  return `"${createHash("sha256").update(drawn).digest("base64url").slice(0, 27)}"`;
}

/** Whether the client's If-None-Match names `etag` (a list, `*`, or a weak form of it). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}
