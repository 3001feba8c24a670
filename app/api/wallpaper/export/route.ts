import { inArray, and, eq, desc } from "drizzle-orm";
import { SITE_NAME } from "@/config/site";
import { ExportRequestSchema } from "@/lib/api/history";
import { getDb } from "@/lib/db/client";
import { wallpapers } from "@/lib/db/schema";
import { zipStream } from "@/lib/history/zip";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/:/g, "-");

/**
 * The selected wallpapers as one ZIP, streamed: named by today's date, each image by its date and
 * id. Ids that are not the caller's are left out; wallpapers whose image cannot be read are
 * skipped; none readable at all: 404 'Could not retrieve any wallpaper images.'
 */
export const POST = withRoute({ auth: "pro", body: ExportRequestSchema, limit: "export" }, async ({ viewer, body }) => {
  const rows = await (
    await getDb()
  )
    .select()
    .from(wallpapers)
    .where(and(eq(wallpapers.userId, viewer.id), inArray(wallpapers.id, [...new Set(body.ids)])))
    .orderBy(desc(wallpapers.createdAt));
  const store = getImageStore();
  const entries = rows.map((row) => ({
    name: `${SITE_NAME.toLowerCase()}-${stamp(row.createdAt)}-${row.id}.png`,
    read: () => store.get(row.storagePath),
  }));
  // The first readable image is found before the answer starts, so "none" can still be a 404.
  let first: { name: string; bytes: Uint8Array } | undefined;
  while (!first && entries.length > 0) {
    const entry = entries.shift()!;
    const bytes = await entry.read();
    if (bytes) first = { name: entry.name, bytes };
  }
  if (!first) throw new ApiError(404, "noImagesToExport");
  const archive = `${SITE_NAME.toLowerCase()}-export-${new Date().toISOString().slice(0, 10)}.zip`;
  return new Response(zipStream(entries, first), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archive}"`,
      "X-Exported-Count": String(rows.length),
    },
  });
});
