import { LiveSettingsRequestSchema, type LiveSettingsView } from "@/lib/api/live";
import { getDb } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";
import { apiMessages } from "@/lib/i18n/server";
import {
  issueLiveToken,
  type LiveSettings,
  PinNotFoundError,
  readLiveSettings,
  SourcePinNotFoundError,
  turnOffLive,
  updateLiveSettings,
} from "@/lib/live/store";
import { liveAddress } from "@/lib/live/token";

export const runtime = "nodejs";

const view = (settings: LiveSettings): LiveSettingsView => ({ ...settings, issuedAt: settings.issuedAt?.toISOString() ?? null });

/** Whether the viewer's live wallpaper is on, which wallpaper it shows, and how ticked tasks look. */
export const GET = withRoute({ auth: "pro" }, async ({ viewer }) => ({
  success: true,
  live: view(await readLiveSettings(await getDb(), viewer.id)),
}));

/** Turns the address on, or replaces it (the old one stops answering): the answer is the only time it is shown in full. */
export const POST = withRoute({ auth: "pro" }, async ({ request, viewer }) => {
  const { token, settings } = await issueLiveToken(await getDb(), viewer.id);
  return {
    success: true,
    message: apiMessages(request)("live.issued"),
    address: liveAddress(getServerEnv().SITE_URL.replace(/\/$/, ""), token),
    live: view(settings),
  };
});

/** Pins one of the viewer's wallpapers (or null: the newest) or sources to follow, or chooses whether ticked tasks are struck through or left out. */
export const PATCH = withRoute({ auth: "pro", body: LiveSettingsRequestSchema }, async ({ request, viewer, body }) => {
  try {
    return { success: true, message: apiMessages(request)("live.saved"), live: view(await updateLiveSettings(await getDb(), viewer.id, body)) };
  } catch (error) {
    if (error instanceof SourcePinNotFoundError) throw new ApiError(404, "sources.notFound");
    if (error instanceof PinNotFoundError) throw new ApiError(404, "live.pinNotFound");
    throw error;
  }
});

/** Turns the address off: it answers 404 from now on. The pin and the choice of ticked tasks stay. */
export const DELETE = withRoute({ auth: "pro" }, async ({ request, viewer }) => ({
  success: true,
  message: apiMessages(request)("live.off"),
  live: view(await turnOffLive(await getDb(), viewer.id)),
}));
