import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { inputSizeError, jsonError, readJsonBody } from "@/lib/http/json";
import { apiMessages, exampleText } from "@/lib/i18n/server";
import { MODES, processTasksLocally, resolvePreviewText } from "@/lib/tasks";
import type { Task } from "@/lib/tasks/types";
import { renderWallpaperPng } from "@/lib/wallpaper/server";

export const runtime = "nodejs";

const MIN_SIDE = 320;
const MAX_SIDE = 4096;
const MAX_TASKS = 100;
const MAX_TASK_TEXT = 300;

const side = (name: string, fallback: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number of pixels` })
    .min(MIN_SIDE, { error: `${name} must be between ${MIN_SIDE} and ${MAX_SIDE} pixels` })
    .max(MAX_SIDE, { error: `${name} must be between ${MIN_SIDE} and ${MAX_SIDE} pixels` })
    .default(fallback);

const TaskSchema = z.object({
  text: z.string().max(MAX_TASK_TEXT, { error: `a task's text must be at most ${MAX_TASK_TEXT} characters` }),
  isPriority: z.boolean().default(false),
  emoji: z.string().max(32).nullable().default(null),
});

const GenerateWallpaperSchema = z.object({
  text: z.string({ error: "text must be a string" }),
  options: z
    .object({
      width: side("width", 1179),
      height: side("height", 2556),
      generation_mode: z.enum(MODES, { error: `generation_mode must be one of ${MODES.join(", ")}` }).default("plain"),
    })
    .default({ width: 1179, height: 2556, generation_mode: "plain" }),
  /** Tasks already processed by the client (e.g. by the model); they win over `text`. */
  tasks: z.array(TaskSchema).max(MAX_TASKS, { error: `at most ${MAX_TASKS} tasks` }).optional(),
});

/**
 * Renders the wallpaper PNG for a signed-in person's list, on the server (the browser preview draws
 * the same layout, and visitors download that).
 */
export async function POST(request: Request) {
  const t = apiMessages();
  const signedIn = await requireUser(request);
  if ("response" in signedIn) return signedIn.response;
  const body = await readJsonBody(request, GenerateWallpaperSchema);
  if ("response" in body) return body.response;
  const { text, options, tasks: givenTasks } = body.data;

  const tooBig = inputSizeError(text);
  if (tooBig) return tooBig;

  try {
    const mode = options.generation_mode;
    const tasks: Task[] = givenTasks ?? processTasksLocally(resolvePreviewText(text, exampleText()) ?? "", mode);
    if (tasks.length === 0) return jsonError(400, t("noTasks"));
    const png = await renderWallpaperPng({ tasks, width: options.width, height: options.height, mode });
    return new Response(new Uint8Array(png), {
      status: 200,
      headers: { "Content-Type": "image/png", "Cache-Control": "no-store", "Content-Length": String(png.length) },
    });
  } catch (error) {
    console.error("wallpaper generation failed", error);
    return jsonError(500, t("serverError"));
  }
}
