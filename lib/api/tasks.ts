/**
 * POST /api/process-tasks and GET /api/process-tasks: the request and answer shapes, imported by
 * the route and by the creator that calls it.
 */
import * as z from "zod/mini";
import { MODES } from "@/lib/tasks/types";

export const TaskSchema = z.object({
  text: z.string(),
  isPriority: z.boolean(),
  emoji: z.nullable(z.string()),
});

export const ModeSchema = z.enum(MODES, { error: `mode must be one of ${MODES.join(", ")}` });

export const ProcessTasksRequestSchema = z.object({
  text: z.string({ error: "text must be a string" }),
  mode: ModeSchema,
  requestId: z.optional(z.string({ error: "requestId must be a string" }).check(z.maxLength(100))),
});
export type ProcessTasksRequest = z.infer<typeof ProcessTasksRequestSchema>;

export const ProcessTasksResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  details: z.string(),
  processed: z.array(TaskSchema),
  requestId: z.optional(z.string()),
});
export type ProcessTasksResponse = z.infer<typeof ProcessTasksResponseSchema>;

/** GET: whether a language model is configured, so Sort for Me and Add Emoji are worth a round trip. */
export const ModelInfoResponseSchema = z.object({ model: z.boolean() });
export type ModelInfoResponse = z.infer<typeof ModelInfoResponseSchema>;
