/**
 * The wallpaper history calls (Pro): request and answer shapes shared by the routes and the screens.
 * - POST /api/wallpaper/save: SaveWallpaperRequest -> { success, message, id }
 * - GET /api/wallpaper/history?cursor=&limit= -> HistoryPage (newest first)
 * - GET /api/wallpaper/{id} -> { success, wallpaper }
 * - GET /api/wallpaper/download?path={storage_path} -> the PNG (attachment, named by product and created_at)
 * - DELETE /api/wallpaper/{id} -> { success, message }
 * - POST /api/wallpaper/{id}/tasks: { tasks } (only `completed` may change) -> { success, message, wallpaper }
 * - POST /api/wallpaper/export: { ids } -> application/zip, streamed
 */
import * as z from "zod/mini";
import { MODES } from "@/lib/tasks/types";
import { GenerateWallpaperRequestSchema, WallpaperStyleSchema } from "./wallpaper";

/** A PNG data URL is only checked, never trusted: the server draws the stored image itself. */
export const MAX_IMAGE_DATA_CHARS = 8 * 1024 * 1024;
export const MAX_EXPORT_IDS = 500;
export const HISTORY_PAGE_SIZE = 24;

export const SaveWallpaperRequestSchema = z.extend(GenerateWallpaperRequestSchema, {
  imageData: z.optional(
    z
      .string({ error: "imageData must be a PNG data URL" })
      .check(
        z.maxLength(MAX_IMAGE_DATA_CHARS, { error: "imageData is too large" }),
        z.startsWith("data:image/png;base64,", { error: "imageData must be a PNG data URL" }),
      ),
  ),
});
export type SaveWallpaperRequest = z.input<typeof SaveWallpaperRequestSchema>;
export const SavedWallpaperSchema = z.object({ success: z.literal(true), message: z.string(), id: z.string() });

export const HistoryTaskSchema = z.object({
  id: z.string(),
  text: z.string(),
  completed: z.boolean(),
  isPriority: z.boolean(),
  emoji: z.nullable(z.string()),
});
export type HistoryTask = z.infer<typeof HistoryTaskSchema>;

export const HistoryItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  mode: z.enum(MODES),
  width: z.number(),
  height: z.number(),
  /** ISO timestamp. */
  created_at: z.string(),
  /** The key to pass to /api/wallpaper/download?path= (always the caller's own). */
  storage_path: z.string(),
  image_path: z.string(),
  /** Where the browser fetches the image: the download route for storage_path. */
  url: z.string(),
  tasks: z.array(HistoryTaskSchema),
  /** Preset, theme, text size and alignment it was drawn with (today's look for older items). */
  style: WallpaperStyleSchema,
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const HistoryPageSchema = z.object({ success: z.literal(true), wallpapers: z.array(HistoryItemSchema), nextCursor: z.nullable(z.string()) });
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const WallpaperAnswerSchema = z.object({ success: z.literal(true), wallpaper: HistoryItemSchema });

export const UpdateTasksRequestSchema = z.object({
  tasks: z
    .array(z.object({ id: z.string().check(z.maxLength(100)), completed: z.boolean({ error: "completed must be true or false" }) }), {
      error: "tasks must be a list",
    })
    .check(z.maxLength(200)),
});
export type UpdateTasksRequest = z.infer<typeof UpdateTasksRequestSchema>;
export const TasksUpdatedSchema = z.object({ success: z.literal(true), message: z.string(), wallpaper: HistoryItemSchema });

export const DeletedSchema = z.object({ success: z.literal(true), message: z.string() });

export const ExportRequestSchema = z.object({
  ids: z
    .array(z.string().check(z.maxLength(100)), { error: "ids must be a list" })
    .check(z.minLength(1, { error: "select at least one wallpaper" }), z.maxLength(MAX_EXPORT_IDS)),
});

/** The download route for a stored image. */
export const downloadUrl = (storagePath: string) => `/api/wallpaper/download?path=${encodeURIComponent(storagePath)}`;
