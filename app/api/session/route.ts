import { getViewer, publicViewer } from "@/lib/auth/session";

export const runtime = "nodejs";

/**
 * What the page header asks on every page: the viewer, or `signedIn: false`. Unlike /api/me it
 * answers 200 to visitors, so a visitor's browser never logs a failed request.
 */
export async function GET(request: Request) {
  const viewer = await getViewer(request.headers);
  return Response.json(viewer ? { signedIn: true, ...publicViewer(viewer) } : { signedIn: false }, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
