import { SITE_NAME } from "@/config/site";
import { getDb } from "@/lib/db/client";
import { downloadName, findByStoragePath } from "@/lib/history/store";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

/**
 * The image of one of the caller's wallpapers, by its storage path. The path is only looked up
 * among the caller's own rows: traversal, other users' keys and made-up keys are all not found.
 */
export const GET = withRoute({ auth: "pro" }, async ({ request, viewer }) => {
  const path = new URL(request.url).searchParams.get("path") ?? "";
  const row = path.length <= 300 ? await findByStoragePath(await getDb(), viewer.id, path) : null;
  const bytes = row ? await getImageStore().get(row.storagePath) : null;
  if (!row || !bytes) throw new ApiError(404, "wallpaperNotFound");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${downloadName(SITE_NAME.toLowerCase(), row.createdAt)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
