/**
 * The live wallpaper calls (Pro), shared by the routes and the screens.
 * - GET /api/live -> LiveAnswer
 * - POST /api/live -> LiveIssued: a new address (the old one stops answering); the only time it is shown in full
 * - PATCH /api/live: LiveSettingsRequest -> LiveAnswer (pin a wallpaper or the newest, or follow a source; strike or
 *   leave out ticked tasks)
 * - DELETE /api/live -> LiveAnswer (the address is off)
 * - GET /api/live/{token}[?w=&h= | ?preset=] -> the PNG, no cookie needed; ETag and 304; 404 for any unknown token
 */
import * as z from "zod/mini";

export const DoneTasksSchema = z.enum(["strike", "hide"], { error: "doneTasks must be strike or hide" });

export const LiveSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The address's last four characters, so a person can tell which one a phone has. */
  hint: z.nullable(z.string()),
  /** ISO timestamp of when the address was made. */
  issuedAt: z.nullable(z.string()),
  /** null: the newest wallpaper. */
  pinnedWallpaperId: z.nullable(z.string()),
  /** A connected source the picture follows instead of a wallpaper (decision record 021). */
  pinnedSourceId: z.nullable(z.string()),
  doneTasks: DoneTasksSchema,
});
export type LiveSettingsView = z.infer<typeof LiveSettingsSchema>;

export const LiveAnswerSchema = z.object({ success: z.literal(true), message: z.optional(z.string()), live: LiveSettingsSchema });
export const LiveIssuedSchema = z.object({ success: z.literal(true), message: z.string(), address: z.string(), live: LiveSettingsSchema });

export const LiveSettingsRequestSchema = z.object({
  pinnedWallpaperId: z.optional(
    z.nullable(
      z
        .string({ error: "pinnedWallpaperId must be a wallpaper id or null" })
        .check(z.minLength(1, { error: "pinnedWallpaperId must be a wallpaper id or null" }), z.maxLength(100)),
    ),
  ),
  /** One of the member's sources to follow, or null to stop following one. A wallpaper pin without it stops following. */
  pinnedSourceId: z.optional(
    z.nullable(
      z
        .string({ error: "pinnedSourceId must be a source id or null" })
        .check(z.minLength(1, { error: "pinnedSourceId must be a source id or null" }), z.maxLength(100)),
    ),
  ),
  doneTasks: z.optional(DoneTasksSchema),
});
export type LiveSettingsRequest = z.infer<typeof LiveSettingsRequestSchema>;
