import { SaveWallpaperRequestSchema, MAX_IMAGE_DATA_CHARS } from "@/lib/api/history";
import { getDb } from "@/lib/db/client";
import { isPngOfSize } from "@/lib/history/image-data";
import { saveWallpaper } from "@/lib/history/store";
import { ApiError } from "@/lib/http/api-error";
import { assertListSize } from "@/lib/http/input";
import { renderPng } from "@/lib/http/render";
import { withRoute } from "@/lib/http/route";
import { apiMessages, exampleText } from "@/lib/i18n/server";
import { loadEnglishTagger, processTasksLocally, resolvePreviewText } from "@/lib/tasks";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

/**
 * Keeps a wallpaper in a Pro user's history. The server draws the stored image itself from the
 * tasks, size and style, so the image always matches them; `imageData`, when sent, is only checked.
 */
export const POST = withRoute(
  { auth: "pro", body: SaveWallpaperRequestSchema, maxBodyBytes: MAX_IMAGE_DATA_CHARS + 64 * 1024, limit: "save" },
  async ({ request, viewer, body: { text, options, tasks: given, imageData } }) => {
    assertListSize(text);
    const { width, height, generation_mode: mode, style } = options;
    if (imageData && !(await isPngOfSize(imageData, width, height))) throw new ApiError(400, "invalidImageData");
    if (!given && mode !== "plain") await loadEnglishTagger();
    const tasks = given ?? processTasksLocally(resolvePreviewText(text, exampleText()) ?? "", mode);
    if (tasks.length === 0) throw new ApiError(400, "noTasks");
    const row = await saveWallpaper(await getDb(), getImageStore(), (input) => renderPng(viewer.id, input), {
      userId: viewer.id,
      text: text.trim() || exampleText(),
      mode,
      width,
      height,
      tasks,
      style,
    });
    return { success: true, message: apiMessages(request)("wallpaperSaved"), id: row.id };
  },
);
