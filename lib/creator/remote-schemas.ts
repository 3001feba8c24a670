/**
 * The routes' schemas the creator reads answers with, in one module that `remote.ts` imports with its first answer to
 * read: one chunk, and no zod in the home page's start-up (decision record 006).
 */
export { failureMessage } from "@/lib/api/common";
export { SavedWallpaperSchema } from "@/lib/api/history";
export { ModelInfoResponseSchema, ProcessTasksResponseSchema } from "@/lib/api/tasks";
