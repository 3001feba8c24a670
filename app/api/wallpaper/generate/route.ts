import { GenerateWallpaperRequestSchema } from "@/lib/api/wallpaper";
import { ApiError } from "@/lib/http/api-error";
import { assertListSize } from "@/lib/http/input";
import { countFreeRender, renderPng } from "@/lib/http/render";
import { withRoute } from "@/lib/http/route";
import { exampleText } from "@/lib/i18n/server";
import { loadEnglishTagger, processTasksLocally, resolvePreviewText } from "@/lib/tasks";

export const runtime = "nodejs";

/**
 * Renders the wallpaper PNG for a signed-in person's list, on the server (the browser preview draws
 * the same layout, and visitors download that), at the options' size and in their style. Free
 * accounts have a daily number of these.
 */
export const POST = withRoute(
  { auth: "user", body: GenerateWallpaperRequestSchema, limit: "render" },
  async ({ viewer, body: { text, options, tasks: given } }) => {
    assertListSize(text);
    const { width, height, generation_mode: mode, style } = options;
    if (!given && mode !== "plain") await loadEnglishTagger();
    const tasks = given ?? processTasksLocally(resolvePreviewText(text, exampleText()) ?? "", mode);
    if (tasks.length === 0) throw new ApiError(400, "noTasks");
    if (!viewer.isPro) await countFreeRender(viewer.id);
    const png = await renderPng(viewer.id, { tasks, width, height, mode, style });
    return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Content-Length": String(png.length) } });
  },
);
