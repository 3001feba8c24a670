import { z } from "zod";
import { getModelSettings } from "@/lib/env";
import { inputSizeError, jsonError, readJsonBody } from "@/lib/http/json";
import { apiMessages, exampleText } from "@/lib/i18n/server";
import { MODES, resolvePreviewText } from "@/lib/tasks";
import { processTasks } from "@/lib/tasks/process";

export const runtime = "nodejs";

const ProcessTasksSchema = z.object({
  text: z.string({ error: "text must be a string" }),
  mode: z.enum(MODES, { error: `mode must be one of ${MODES.join(", ")}` }),
  requestId: z.string().max(100).optional(),
});

/** What the creator needs to know before it calls POST: whether a language model is configured. */
export function GET() {
  return Response.json({ model: getModelSettings() !== null }, { headers: { "Cache-Control": "no-store" } });
}

export async function POST(request: Request) {
  const t = apiMessages();
  const body = await readJsonBody(request, ProcessTasksSchema);
  if ("response" in body) return body.response;
  const { text, mode, requestId } = body.data;

  const tooBig = inputSizeError(text);
  if (tooBig) return tooBig;

  try {
    const input = resolvePreviewText(text, exampleText()) ?? "";
    const model = getModelSettings();
    const outcome = await processTasks(input, mode, model);
    const details =
      outcome.source === "model"
        ? t("detailsModel", { model: model!.model })
        : outcome.source === "fallback"
          ? t("detailsFallback", { reason: outcome.reason })
          : t("detailsLocal");
    return Response.json(
      {
        success: true,
        message: outcome.tasks.length > 0 ? t("processed") : t("noTasks"),
        details,
        processed: outcome.tasks,
        ...(requestId ? { requestId } : {}),
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("process-tasks failed", error);
    return jsonError(500, t("serverError"));
  }
}
