/**
 * What a live wallpaper address shows once its owner's Pro has ended: a lock-screen picture, drawn by the wallpaper
 * renderer, that says so and where to renew. A phone's Shortcut sets whatever image it is given and sets nothing at all
 * from an error, so the picture is the message (decision record 016).
 */
import { type Locale, localizedPath } from "@/i18n/routing";
import { apiMessages, requestLocale } from "@/lib/i18n/server";
import type { Task } from "@/lib/tasks/types";
import { DEFAULT_WALLPAPER_STYLE } from "@/lib/wallpaper/options";
import { DEFAULT_SIZE } from "@/lib/wallpaper/presets";
import type { LiveRenderInput } from "./image";

/** The plans page, as a person types it into a browser: the site's address without its scheme. */
export function renewAddress(siteUrl: string, locale: Locale): string {
  const site = siteUrl.replace(/\/+$/, "").replace(/^https?:\/\//, "");
  return `${site}${localizedPath(locale, "/subscription")}`;
}

/**
 * The render input of the "Pro has ended" picture, in the request's language, at the size and in the look the phone
 * would otherwise get (`shown`, the saved wallpaper as the address draws it), or the default lock screen.
 */
export function endedRenderInput(request: Request, siteUrl: string, shown: LiveRenderInput | null): LiveRenderInput {
  const t = apiMessages(request);
  const locale = requestLocale(request.headers);
  const line = (text: string, isPriority = false): Task => ({ text, isPriority, emoji: null });
  const tasks = [
    line(t("live.endedTitle"), true),
    line(t("live.endedBody")),
    line(t("live.endedRenew", { address: renewAddress(siteUrl, locale) }), true),
  ];
  // No saved wallpaper to take the size and look from: the default lock screen.
  if (!shown) return { tasks, ...DEFAULT_SIZE, mode: "plain", style: { ...DEFAULT_WALLPAPER_STYLE } };
  return { ...shown, tasks, mode: "plain" };
}
