import { HISTORY_PAGE_SIZE } from "@/lib/api/history";
import { getDb } from "@/lib/db/client";
import { listWallpapers, toHistoryItem } from "@/lib/history/store";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/** The Pro user's wallpapers, newest first, a page at a time (`?cursor=` from the last page, `?limit=` up to 100). */
export const GET = withRoute({ auth: "pro" }, async ({ request, viewer }) => {
  const query = new URL(request.url).searchParams;
  const limit = Number(query.get("limit") ?? HISTORY_PAGE_SIZE);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new ApiError(400, "invalidRequest", { issues: "limit: a whole number from 1 to 100" });
  const cursor = query.get("cursor");
  if (cursor !== null && !/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw new ApiError(400, "invalidCursor");
  const { rows, nextCursor } = await listWallpapers(await getDb(), viewer.id, { cursor, limit });
  return { success: true, wallpapers: rows.map(toHistoryItem), nextCursor };
});
