import { type ProcessTasksResponse, ProcessTasksRequestSchema } from "@/lib/api/tasks";
import { getModelSettings } from "@/lib/env";
import { assertListSize } from "@/lib/http/input";
import { withRoute } from "@/lib/http/route";
import { apiMessages, exampleText } from "@/lib/i18n/server";
import { resolvePreviewText } from "@/lib/tasks";
import { isModelError, modelTasks } from "@/lib/tasks/llm";
import { processTasks } from "@/lib/tasks/process";

export const runtime = "nodejs";

/** What the creator needs to know before it calls POST: whether a language model is configured. */
export const GET = withRoute({ auth: "none" }, () => ({ model: getModelSettings() !== null }));

/** The list as tasks for the mode: by the language model when one is configured, else (or on its failure) locally. */
export const POST = withRoute(
  { auth: "none", body: ProcessTasksRequestSchema, limit: "processTasks" },
  async ({ request, body: { text, mode, requestId } }): Promise<ProcessTasksResponse> => {
    const t = apiMessages(request);
    assertListSize(text);
    const model = getModelSettings();
    const input = resolvePreviewText(text, exampleText()) ?? "";
    const outcome = await processTasks(input, mode, model && modelTasks(model), isModelError);
    const details =
      outcome.source === "remote"
        ? t("detailsModel", { model: model!.model })
        : outcome.source === "fallback"
          ? t("detailsFallback", { reason: outcome.error.message })
          : t("detailsLocal");
    return {
      success: true,
      message: outcome.tasks.length > 0 ? t("processed") : t("noTasks"),
      details,
      processed: outcome.tasks,
      ...(requestId ? { requestId } : {}),
    };
  },
);
