import { getDb } from "@/lib/db/client";
import { deleteWallpaper, findWallpaper, toHistoryItem } from "@/lib/history/store";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";
import { apiMessages } from "@/lib/i18n/server";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

type Params = { id: string };

/** One of the owner's wallpapers; anyone else's id is not found. */
export const GET = withRoute<"pro", undefined, Params>({ auth: "pro" }, async ({ viewer, params }) => {
  const row = await findWallpaper(await getDb(), viewer.id, params.id);
  if (!row) throw new ApiError(404, "wallpaperNotFound");
  return { success: true, wallpaper: toHistoryItem(row) };
});

/** Deletes the row, then the image (an image whose delete failed is swept later). */
export const DELETE = withRoute<"pro", undefined, Params>({ auth: "pro" }, async ({ request, viewer, params }) => {
  if (!(await deleteWallpaper(await getDb(), getImageStore(), viewer.id, params.id))) throw new ApiError(404, "wallpaperNotFound");
  return { success: true, message: apiMessages(request)("wallpaperDeleted") };
});
