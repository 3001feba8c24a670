/**
 * POST /api/wallpaper/generate: the request shape, imported by the route and by the creator.
 * The answer is the PNG itself, or the one error shape.
 */
import * as z from "zod/mini";
import { WALLPAPER_HEIGHT, WALLPAPER_MAX_SIDE, WALLPAPER_MIN_SIDE, WALLPAPER_WIDTH } from "@/config/site";
import { ModeSchema } from "./tasks";

export const MAX_TASKS = 100;
export const MAX_TASK_TEXT = 300;

const side = (name: string, fallback: number) => {
  const range = `${name} must be between ${WALLPAPER_MIN_SIDE} and ${WALLPAPER_MAX_SIDE} pixels`;
  return z._default(
    z
      .number({ error: `${name} must be a number` })
      .check(
        z.int({ error: `${name} must be a whole number of pixels` }),
        z.gte(WALLPAPER_MIN_SIDE, { error: range }),
        z.lte(WALLPAPER_MAX_SIDE, { error: range }),
      ),
    fallback,
  );
};

export const WallpaperOptionsSchema = z.object({
  width: side("width", WALLPAPER_WIDTH),
  height: side("height", WALLPAPER_HEIGHT),
  generation_mode: z._default(ModeSchema, "plain"),
});
export type WallpaperOptions = z.output<typeof WallpaperOptionsSchema>;

export const DEFAULT_WALLPAPER_OPTIONS: WallpaperOptions = { width: WALLPAPER_WIDTH, height: WALLPAPER_HEIGHT, generation_mode: "plain" };

export const RequestTaskSchema = z.object({
  text: z.string().check(z.maxLength(MAX_TASK_TEXT, { error: `a task's text must be at most ${MAX_TASK_TEXT} characters` })),
  isPriority: z._default(z.boolean(), false),
  emoji: z._default(z.nullable(z.string().check(z.maxLength(32))), null),
});

export const GenerateWallpaperRequestSchema = z.object({
  text: z.string({ error: "text must be a string" }),
  options: z._default(WallpaperOptionsSchema, DEFAULT_WALLPAPER_OPTIONS),
  /** Tasks already processed by the client (for example by the model); they win over `text`. */
  tasks: z.optional(z.array(RequestTaskSchema).check(z.maxLength(MAX_TASKS, { error: `at most ${MAX_TASKS} tasks` }))),
});
export type GenerateWallpaperRequest = z.input<typeof GenerateWallpaperRequestSchema>;
