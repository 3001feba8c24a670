import { publicViewer } from "@/lib/auth/session";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/** The signed-in person and their plan (cookie or bearer token), or 401. */
export const GET = withRoute({ auth: "user" }, ({ viewer }) => ({ success: true, ...publicViewer(viewer) }));
