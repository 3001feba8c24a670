import { getDb } from "@/lib/db/client";
import { withRoute } from "@/lib/http/route";
import { sourceCall } from "@/lib/http/source-errors";
import { apiMessages } from "@/lib/i18n/server";
import { disconnectSource } from "@/lib/sources/service";

export const runtime = "nodejs";

/** Disconnects one of the viewer's sources: its row and sealed token are deleted; anyone else's id is not found. */
export const DELETE = withRoute<"pro", undefined, { id: string }>({ auth: "pro" }, async ({ request, viewer, params }) =>
  sourceCall(async () => {
    await disconnectSource(await getDb(), viewer.id, params.id);
    return { success: true, message: apiMessages(request)("sources.disconnected") };
  }),
);
