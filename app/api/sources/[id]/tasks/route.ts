import { getDb } from "@/lib/db/client";
import { withRoute } from "@/lib/http/route";
import { sourceCall } from "@/lib/http/source-errors";
import { tasksOfOwnSource } from "@/lib/sources/service";
import { toSourceView } from "@/lib/sources/view";

export const runtime = "nodejs";

/** The tasks of one of the viewer's sources, for the creator's "Import from…": the last good list, read first when due. */
export const GET = withRoute<"pro", undefined, { id: string }>({ auth: "pro" }, async ({ viewer, params }) =>
  sourceCall(async () => {
    const { tasks, source } = await tasksOfOwnSource(await getDb(), viewer.id, params.id);
    return { success: true, source: toSourceView(source), tasks };
  }),
);
