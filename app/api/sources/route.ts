import { ConnectSourceRequestSchema, SOURCE_KINDS } from "@/lib/api/sources";
import { getDb } from "@/lib/db/client";
import { withRoute } from "@/lib/http/route";
import { sourceCall } from "@/lib/http/source-errors";
import { apiMessages } from "@/lib/i18n/server";
import { definitionOf } from "@/lib/sources/adapters";
import { connectSource, listSources } from "@/lib/sources/service";
import { toSourceView } from "@/lib/sources/view";
import type { SourceKind } from "@/lib/sources/types";

export const runtime = "nodejs";

const available = (): SourceKind[] => SOURCE_KINDS.filter((kind) => kind === "push" || definitionOf(kind) !== null);

/** The viewer's sources (never a token) and the kinds this site can connect. */
export const GET = withRoute({ auth: "pro" }, async ({ viewer }) => ({
  success: true,
  sources: (await listSources(await getDb(), viewer.id)).map(toSourceView),
  available: available(),
}));

/**
 * Connects a source: its settings checked by its kind's schema, its token sealed, and a first read made (a refused token
 * is a 400 now, not an empty lock screen later). A kind without an adapter here is a 400 "not available"; the push
 * address is made at /api/sources/push.
 */
export const POST = withRoute({ auth: "pro", body: ConnectSourceRequestSchema, limit: "sourceRead" }, async ({ request, viewer, body }) =>
  sourceCall(async () => {
    const source = await connectSource(await getDb(), viewer.id, body);
    return { success: true, message: apiMessages(request)("sources.connected"), source: toSourceView(source) };
  }),
);
