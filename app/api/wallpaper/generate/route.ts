import { GenerateWallpaperRequestSchema } from "@/lib/api/wallpaper";
import { getServerEnv } from "@/lib/env";
import { ApiError, retryLater } from "@/lib/http/api-error";
import { assertListSize } from "@/lib/http/input";
import { withRoute } from "@/lib/http/route";
import { exampleText } from "@/lib/i18n/server";
import { processTasksLocally, resolvePreviewText } from "@/lib/tasks";
import { processWide } from "@/lib/process-wide";
import { RenderBusyError, RenderQueue } from "@/lib/wallpaper/render-queue";
import { renderWallpaperPng } from "@/lib/wallpaper/server";

export const runtime = "nodejs";

const renders = processWide("renderQueue", () => {
  const env = getServerEnv();
  return new RenderQueue({ concurrency: env.RENDER_CONCURRENCY, maxWaiting: env.RENDER_QUEUE_LENGTH, perAccount: env.RENDER_PER_ACCOUNT });
});

/**
 * Renders the wallpaper PNG for a signed-in person's list, on the server (the browser preview draws
 * the same layout, and visitors download that).
 */
export const POST = withRoute({ auth: "user", body: GenerateWallpaperRequestSchema }, async ({ viewer, body: { text, options, tasks: given } }) => {
  assertListSize(text);
  const mode = options.generation_mode;
  const tasks = given ?? processTasksLocally(resolvePreviewText(text, exampleText()) ?? "", mode);
  if (tasks.length === 0) throw new ApiError(400, "noTasks");
  const png = await renders
    .get()
    .run(viewer.id, () => renderWallpaperPng({ tasks, width: options.width, height: options.height, mode }))
    .catch((error: unknown) => {
      if (!(error instanceof RenderBusyError)) throw error;
      throw error.scope === "server" ? retryLater(503, "renderBusy", 5) : retryLater(429, "renderBusyAccount", 5);
    });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Content-Length": String(png.length) } });
});
