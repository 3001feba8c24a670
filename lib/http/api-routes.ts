/**
 * Every API route's address and the methods its route.ts exports; tests/unit/api-routes.test.ts holds the two together.
 * The proxy answers an address no route has with 404, and a method its route does not answer with 405 and `Allow`, in
 * the API's one error shape: Next's own answers were an HTML page and an empty body.
 */
export const API_ROUTES = {
  "/api/account": ["DELETE"],
  "/api/auth/[...all]": ["GET", "POST"],
  "/api/billing-portal": ["POST"],
  "/api/create-checkout-session": ["POST"],
  "/api/demo/billing": ["POST"],
  "/api/demo/checkout/[id]": ["POST"],
  "/api/health": ["GET"],
  "/api/indexnow": ["POST"],
  "/api/indexnow/key-file": ["GET"],
  "/api/live": ["GET", "POST", "PATCH", "DELETE"],
  "/api/live/[token]": ["GET"],
  "/api/me": ["GET"],
  "/api/payment-verification": ["POST"],
  "/api/payment/create-checkout-session": ["POST"],
  "/api/payment/verify-subscription": ["POST"],
  "/api/process-tasks": ["GET", "POST"],
  "/api/session": ["GET"],
  "/api/sources": ["GET", "POST"],
  "/api/sources/[id]": ["PATCH", "DELETE"],
  "/api/sources/[id]/sync": ["POST"],
  "/api/sources/[id]/tasks": ["GET"],
  "/api/sources/google-tasks/authorize": ["GET"],
  "/api/sources/google-tasks/lists": ["GET"],
  "/api/sources/push": ["POST"],
  "/api/sources/push/[token]": ["POST"],
  "/api/sources/todoist/authorize": ["GET"],
  "/api/sources/todoist/callback": ["GET"],
  "/api/stripe/webhook": ["POST"],
  "/api/wallpaper/[id]": ["GET", "DELETE"],
  "/api/wallpaper/[id]/tasks": ["POST"],
  "/api/wallpaper/download": ["GET"],
  "/api/wallpaper/export": ["POST"],
  "/api/wallpaper/generate": ["POST"],
  "/api/wallpaper/history": ["GET"],
  "/api/wallpaper/save": ["POST"],
} as const satisfies Record<string, readonly Method[]>;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** How closely a segment of a route's address names a segment of a request's: Next prefers the closer. */
const closeness = (segment: string) => (segment.startsWith("[...") ? 2 : segment.startsWith("[") ? 1 : 0);

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  for (const [i, segment] of pattern.entries()) {
    if (segment.startsWith("[...")) return path.length > i;
    if (i >= path.length || (closeness(segment) === 0 && segment !== path[i])) return false;
  }
  return pattern.length === path.length;
}

const ROUTES = Object.entries(API_ROUTES)
  .map(([address, methods]) => ({ address, segments: address.split("/").slice(1), methods: methods as readonly Method[] }))
  // Static segments before dynamic ones before catch-alls, segment by segment, as Next chooses between routes.
  .sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const order = closeness(a.segments[i]!) - closeness(b.segments[i]!);
      if (order !== 0) return order;
    }
    return 0;
  });

/**
 * The methods the API route at `pathname` answers, HEAD and OPTIONS included as Next adds them (HEAD where there is
 * GET), or null when no route has that address.
 */
export function methodsAt(pathname: string): string[] | null {
  const path = pathname.replace(/\/+$/, "").split("/").slice(1);
  const route = ROUTES.find(({ segments }) => matches(segments, path));
  if (!route) return null;
  return [...route.methods, ...(route.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
}
