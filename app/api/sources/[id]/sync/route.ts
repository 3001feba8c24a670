import { getDb } from "@/lib/db/client";
import { withRoute } from "@/lib/http/route";
import { sourceCall } from "@/lib/http/source-errors";
import { tasksOfOwnSource } from "@/lib/sources/service";
import { toSourceView } from "@/lib/sources/view";

export const runtime = "nodejs";

/**
 * "Sync now": reads one of the viewer's sources at once, whatever the interval (counted per account). A source that
 * fails answers 200 all the same, with the last good list and the error on the source: the read was made.
 */
export const POST = withRoute<"pro", undefined, { id: string }>({ auth: "pro", limit: "sourceRead" }, async ({ viewer, params }) =>
  sourceCall(async () => {
    const { tasks, source } = await tasksOfOwnSource(await getDb(), viewer.id, params.id, { force: true });
    return { success: true, source: toSourceView(source), tasks };
  }),
);
