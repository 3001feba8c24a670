import { UpdateSourceRequestSchema } from "@/lib/api/sources";
import { getDb } from "@/lib/db/client";
import { withRoute } from "@/lib/http/route";
import { sourceCall } from "@/lib/http/source-errors";
import { apiMessages } from "@/lib/i18n/server";
import { changeSourceTimeZone, disconnectSource } from "@/lib/sources/service";
import { toSourceView } from "@/lib/sources/view";

export const runtime = "nodejs";

/** Disconnects one of the viewer's sources: its row and sealed token are deleted; anyone else's id is not found. */
export const DELETE = withRoute<"pro", undefined, { id: string }>({ auth: "pro" }, async ({ request, viewer, params }) =>
  sourceCall(async () => {
    await disconnectSource(await getDb(), viewer.id, params.id);
    return { success: true, message: apiMessages(request)("sources.disconnected") };
  }),
);

/** Changes the time zone of one of the viewer's sources (which day is "today" for it); anyone else's id is not found. */
export const PATCH = withRoute<"pro", typeof UpdateSourceRequestSchema, { id: string }>(
  { auth: "pro", body: UpdateSourceRequestSchema },
  async ({ request, viewer, params, body }) =>
    sourceCall(async () => {
      const source = await changeSourceTimeZone(await getDb(), viewer.id, params.id, body.timeZone);
      return { success: true, message: apiMessages(request)("sources.timeZoneSaved", { zone: source.timeZone }), source: toSourceView(source) };
    }),
);
