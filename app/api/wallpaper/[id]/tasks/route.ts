import { UpdateTasksRequestSchema } from "@/lib/api/history";
import { getDb } from "@/lib/db/client";
import { TaskNotFoundError, findWallpaper, toHistoryItem, updateTasks } from "@/lib/history/store";
import { ApiError } from "@/lib/http/api-error";
import { renderPng } from "@/lib/http/render";
import { withRoute } from "@/lib/http/route";
import { apiMessages } from "@/lib/i18n/server";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

/** Ticks or unticks tasks (only `completed` changes); the stored image is drawn again to show it. */
export const POST = withRoute<"pro", typeof UpdateTasksRequestSchema, { id: string }>(
  { auth: "pro", body: UpdateTasksRequestSchema },
  async ({ request, viewer, params, body }) => {
    const db = await getDb();
    const row = await findWallpaper(db, viewer.id, params.id);
    if (!row) throw new ApiError(404, "wallpaperNotFound");
    try {
      const updated = await updateTasks(db, getImageStore(), (input) => renderPng(viewer.id, input), row, body.tasks);
      return { success: true, message: apiMessages(request)("tasksUpdated"), wallpaper: toHistoryItem(updated) };
    } catch (error) {
      if (error instanceof TaskNotFoundError) throw new ApiError(404, "taskNotFound");
      throw error;
    }
  },
);
