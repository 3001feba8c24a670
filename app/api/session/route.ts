import type { SessionResponse } from "@/lib/api/account";
import { publicViewer } from "@/lib/auth/session";
import { getGoogleSettings } from "@/lib/env";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/**
 * What the page header asks on every page: the viewer, or `signedIn: false` with whether Google sign-in is offered
 * (the pages are static, so only this answer can tell). Unlike /api/me it answers 200 to visitors, so a visitor's
 * browser never logs a failed request.
 */
export const GET = withRoute({ auth: "optional" }, ({ viewer }): SessionResponse =>
  viewer ? { signedIn: true, ...publicViewer(viewer) } : { signedIn: false, google: getGoogleSettings() !== null },
);
