/**
 * One way through every API route: `withRoute({ auth, body, limit }, handler)` checks the session and
 * the plan, reads and validates the JSON body, refuses path segments and query values the database
 * cannot store (a %00), counts the request against its limit (only requests served count: one the
 * handler refuses as invalid is given back), and answers every failure in one shape,
 * `{ success: false, message }`. A handler returns a Response or a plain object (sent as JSON);
 * it throws ApiError for what a person should be told, and anything else becomes a logged 500.
 * Every answer is `Cache-Control: no-store` unless the handler says otherwise.
 */
import "server-only";
import type * as z from "zod/mini";
import { type Viewer, getViewer } from "@/lib/auth/session";
import { isConnectionFailure, RETRY_AFTER_SECONDS } from "@/lib/db/availability";
import { apiMessages } from "@/lib/i18n/server";
import { logger } from "@/lib/log";
import { ImageStoreUnavailableError } from "@/lib/storage/errors";
import { ApiError, errorBody, retryLater } from "./api-error";
import { readJsonBody } from "./body";
import { countRequest, type RouteLimit } from "./limits";
import { assertStorableUrl } from "./text";

/** none: anyone, no session lookup; optional: the viewer or null; user: signed in (401); pro: a Pro plan (403). */
export type Access = "none" | "optional" | "user" | "pro";

type ViewerFor<A extends Access> = A extends "user" | "pro" ? Viewer : A extends "optional" ? Viewer | null : null;

export interface RouteSpec<A extends Access, B extends z.ZodMiniType | undefined> {
  auth: A;
  body?: B;
  /** Cap on the request body in bytes (default 64 KB). */
  maxBodyBytes?: number;
  /** A limit in the database on how often one account (or, signed out, one address) may call this route. */
  limit?: RouteLimit;
  /** The path to log in place of the real one, for a route whose address holds a secret ("/api/live/[token]"). */
  logAs?: string;
}

export interface RouteContext<A extends Access, B extends z.ZodMiniType | undefined, P> {
  request: Request;
  viewer: ViewerFor<A>;
  body: B extends z.ZodMiniType ? z.output<B> : undefined;
  params: P;
}

type NextRouteContext<P> = { params: Promise<P> };

export function withRoute<A extends Access, B extends z.ZodMiniType | undefined = undefined, P = Record<string, never>>(
  spec: RouteSpec<A, B>,
  handler: (context: RouteContext<A, B, P>) => Response | object | Promise<Response | object>,
): (request: Request, context?: NextRouteContext<P>) => Promise<Response> {
  return async (request, context) => {
    try {
      const viewer = (await viewerFor(spec.auth, request)) as ViewerFor<A>;
      const body = (spec.body ? await readJsonBody(request, spec.body, spec.maxBodyBytes) : undefined) as RouteContext<A, B, P>["body"];
      const params = (context ? await context.params : {}) as P;
      assertStorableUrl(new URL(request.url), params);
      // Counted once the request is known to be well formed; given back when the handler refuses it as invalid.
      const refund = spec.limit ? await countRequest(spec.limit, request, viewer) : null;
      const result = await Promise.resolve()
        .then(() => handler({ request, viewer, body, params }))
        .catch(async (error: unknown) => {
          if (refund && error instanceof ApiError && REFUSED_AS_INVALID.has(error.status)) await refund();
          throw error;
        });
      return noStore(result instanceof Response ? result : Response.json(result));
    } catch (error) {
      return errorResponse(error, request, spec.logAs);
    }
  };
}

/** Statuses that say the request itself was wrong: nothing was served, so nothing counts against its limit. */
const REFUSED_AS_INVALID = new Set([400, 413, 415, 422]);

async function viewerFor(access: Access, request: Request): Promise<Viewer | null> {
  if (access === "none") return null;
  const viewer = await getViewer(request.headers);
  if (access === "optional") return viewer;
  if (!viewer) throw new ApiError(401, "signInRequired");
  if (access === "pro" && !viewer.isPro) throw new ApiError(403, "proRequired");
  return viewer;
}

const STORE_RETRY_AFTER_SECONDS = 30;

/** The one error shape, for ApiError and for anything unexpected (logged, never shown). */
export function errorResponse(error: unknown, request?: Request, logAs?: string): Response {
  if (error instanceof ImageStoreUnavailableError) {
    logger.warn({ err: error }, "image store unavailable");
    return errorResponse(retryLater(503, "storageUnavailable", STORE_RETRY_AFTER_SECONDS), request, logAs);
  }
  if (isConnectionFailure(error)) {
    logger.warn({ err: error }, "database unavailable");
    return errorResponse(retryLater(503, "databaseUnavailable", RETRY_AFTER_SECONDS), request, logAs);
  }
  const known = error instanceof ApiError ? error : null;
  if (!known) {
    const where = request ? { method: request.method, path: logAs ?? new URL(request.url).pathname } : {};
    logger.error({ err: error, ...where }, "request failed");
  }
  const body = known ? errorBody(known, request) : { success: false, message: apiMessages(request)("serverError") };
  return Response.json(body, { status: known?.status ?? 500, headers: { "Cache-Control": "no-store", ...known?.headers } });
}

function noStore(response: Response): Response {
  try {
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // Immutable headers (a response passed through from fetch): copy it.
    const copy = new Response(response.body, response);
    if (!copy.headers.has("Cache-Control")) copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}
