/**
 * Send to phone: the wallpaper travels to the phone inside an address's fragment (`/phone#w=…`), which browsers never
 * send to a server. The fragment holds what the phone needs to draw the same image with the same layout: the tasks as
 * the creator made them (so Sort for Me and Add Emoji are not run again), the mode, the size and the style. It is
 * JSON, deflated (fflate) and written in base64url, so that a short list fits a QR code a phone scans at once.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from "fflate";
import * as z from "zod/mini";
import { MAX_TASKS, RequestTaskSchema, sideSchema, WallpaperStyleSchema } from "@/lib/api/wallpaper";
import { ModeSchema } from "@/lib/api/tasks";
import type { Mode, Task } from "@/lib/tasks/types";
import type { WallpaperStyle } from "@/lib/wallpaper/choices";

export const PHONE_PATH = "/phone";
const FRAGMENT_KEY = "w";

/**
 * The longest address we put in a QR code. Version 25 at error correction L (117 modules a side) holds about 1,270
 * bytes; past that the modules get too small for a phone camera across a desk. A list of about 15 short tasks fits.
 */
export const MAX_QR_ADDRESS_LENGTH = 1200;

export interface PhoneWallpaper {
  tasks: Task[];
  mode: Mode;
  width: number;
  height: number;
  style: WallpaperStyle;
}

const PhoneWallpaperSchema = z.object({
  tasks: z.array(RequestTaskSchema).check(z.minLength(1), z.maxLength(MAX_TASKS)),
  mode: ModeSchema,
  width: sideSchema("width"),
  height: sideSchema("height"),
  style: WallpaperStyleSchema,
});

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The address that opens `wallpaper` on a phone, on the site at `origin`, in the interface at `path` ("/zh/phone"). */
export function phoneAddress(origin: string, path: string, wallpaper: PhoneWallpaper): string {
  const json = JSON.stringify({ ...wallpaper, tasks: wallpaper.tasks.map(({ text, isPriority, emoji }) => ({ text, isPriority, emoji })) });
  return `${origin}${path}#${FRAGMENT_KEY}=${toBase64Url(deflateSync(strToU8(json), { level: 9 }))}`;
}

/** The wallpaper a fragment carries, or null for one that is missing, cut short or not ours. */
export function readPhoneFragment(hash: string): PhoneWallpaper | null {
  const encoded = new URLSearchParams(hash.replace(/^#/, "")).get(FRAGMENT_KEY);
  if (!encoded) return null;
  try {
    const parsed = PhoneWallpaperSchema.safeParse(JSON.parse(strFromU8(inflateSync(fromBase64Url(encoded)))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not base64, not deflate, not JSON: a link damaged in copying
  }
}
