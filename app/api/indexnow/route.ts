import * as z from "zod/mini";
import { getServerEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { withRoute } from "@/lib/http/route";
import { hasBearerSecret } from "@/lib/http/secret";
import { IndexNowError, submitToIndexNow, toPublicUrls } from "@/lib/seo/indexnow";

export const runtime = "nodejs";

const IndexNowRequestSchema = z.object({
  urls: z
    .array(z.string({ error: "every url must be a string" }).check(z.minLength(1), z.maxLength(2048)), {
      error: "urls must be an array of addresses",
    })
    .check(z.minLength(1, { error: "urls must hold at least one address" }), z.maxLength(1000)),
});

/**
 * Announces public pages to IndexNow, for the deploy step (`npm run announce`), which proves
 * itself with INDEXNOW_SECRET: a visitor can never make the site announce anything.
 */
export const POST = withRoute({ auth: "none", body: IndexNowRequestSchema, maxBodyBytes: 512 * 1024 }, async ({ request, body }) => {
  const env = getServerEnv();
  if (!env.INDEXNOW_KEY || !env.INDEXNOW_SECRET) throw new ApiError(503, "announceOff");
  if (!hasBearerSecret(request.headers, env.INDEXNOW_SECRET)) throw new ApiError(403, "announceForbidden");
  try {
    const urls = toPublicUrls(body.urls, env.SITE_URL);
    await submitToIndexNow(urls, { key: env.INDEXNOW_KEY, endpoint: env.INDEXNOW_ENDPOINT, siteUrl: env.SITE_URL });
    return { success: true, submitted: urls };
  } catch (error) {
    if (!(error instanceof IndexNowError)) throw error;
    const endpointFailed = error.problem === "unreachable" || error.problem === "refused";
    throw new ApiError(endpointFailed ? 502 : 400, `indexNow.${error.problem}`, { detail: error.detail });
  }
});
