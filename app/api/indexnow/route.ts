import { z } from "zod";
import { getServerEnv } from "@/lib/env";
import { jsonError, parseJsonBody } from "@/lib/http/json";
import { IndexNowError, submitToIndexNow, toPublicUrls } from "@/lib/seo/indexnow";

export const runtime = "nodejs";

const IndexNowSchema = z.object({
  urls: z.array(z.string({ error: "every url must be a string" }).min(1).max(2048), { error: "urls must be an array of addresses" }).min(1).max(1000),
});

const fail = (status: number, error: string) => Response.json({ success: false, error }, { status, headers: { "Cache-Control": "no-store" } });

export async function POST(request: Request) {
  const env = getServerEnv();
  const body = await parseJsonBody(request, IndexNowSchema);
  if ("error" in body) return fail(400, body.error);
  if (!env.INDEXNOW_KEY) return fail(503, "IndexNow is not configured: set INDEXNOW_KEY to announce pages.");
  try {
    const urls = toPublicUrls(body.data.urls, env.SITE_URL);
    await submitToIndexNow(urls, { key: env.INDEXNOW_KEY, endpoint: env.INDEXNOW_ENDPOINT, siteUrl: env.SITE_URL });
    return Response.json({ success: true, submitted: urls }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof IndexNowError) return fail(error.message.startsWith("The IndexNow endpoint") ? 502 : 400, error.message);
    console.error("indexnow failed", error);
    return jsonError(500, "The server encountered an error. Please try again later.");
  }
}
