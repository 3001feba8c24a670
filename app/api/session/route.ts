import type { SessionResponse } from "@/lib/api/account";
import { deviceCookieFor } from "@/lib/auth/device";
import { publicViewer } from "@/lib/auth/session";
import { getGoogleSettings } from "@/lib/env";
import { withRoute } from "@/lib/http/route";

export const runtime = "nodejs";

/**
 * What the page header asks on every page: the viewer, or `signedIn: false` with whether Google sign-in is offered
 * (the pages are static, so only this answer can tell). Unlike /api/me it answers 200 to visitors, so a visitor's
 * browser never logs a failed request. A signed-in browser is given the device cookie for its email, once
 * (lib/auth/device.ts): its next sign-in link is then never held back by strangers' attempts.
 */
export const GET = withRoute({ auth: "optional" }, ({ request, viewer }) => {
  if (!viewer) return { signedIn: false, google: getGoogleSettings() !== null } satisfies SessionResponse;
  const response = Response.json({ signedIn: true, ...publicViewer(viewer) } satisfies SessionResponse);
  const device = deviceCookieFor(request.headers, viewer.email);
  if (device) response.headers.append("Set-Cookie", device);
  return response;
});
