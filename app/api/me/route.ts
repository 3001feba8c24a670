import { getViewer, publicViewer } from "@/lib/auth/session";
import { jsonError } from "@/lib/http/json";
import { apiMessages } from "@/lib/i18n/server";

export const runtime = "nodejs";

/** The signed-in person and their plan (cookie or bearer token), or 401. */
export async function GET(request: Request) {
  const viewer = await getViewer(request.headers);
  if (!viewer) return jsonError(401, apiMessages()("signInRequired"));
  return Response.json({ success: true, ...publicViewer(viewer) }, { headers: { "Cache-Control": "no-store" } });
}
