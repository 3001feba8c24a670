import { isProStatus } from "@/lib/billing/plans";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { countLiveAddress, countLiveFetch } from "@/lib/http/limits";
import { renderPng } from "@/lib/http/render";
import { withRoute } from "@/lib/http/route";
import { liveEtag, liveRenderInput, matchesEtag } from "@/lib/live/image";
import { findLiveWallpaper } from "@/lib/live/store";

export const runtime = "nodejs";

/**
 * A live wallpaper: the PNG of the owner's pinned (or newest) wallpaper, drawn now. No cookie: the token in the
 * address is the key (a Shortcut sends nothing else). A wrong, replaced or turned-off token is the same 404 after the
 * same work (one count, one lookup by hash), and the address is never logged or passed on as a Referer.
 */
export const GET = withRoute<"none", undefined, { token: string }>({ auth: "none", logAs: "/api/live/[token]" }, async ({ request, params }) => {
  await countLiveFetch(request);
  const found = await findLiveWallpaper(await getDb(), params.token);
  if (!found) throw new ApiError(404, "live.notFound");
  await countLiveAddress(found.tokenHash);
  if (!isProStatus(found.subscriptionStatus)) throw new ApiError(403, "live.proRequired");
  if (!found.wallpaper) throw new ApiError(404, "live.nothingYet");

  const input = liveRenderInput(found.wallpaper, found.doneTasks, new URL(request.url).searchParams);
  const etag = liveEtag(input);
  const headers = {
    ETag: etag,
    // Stored only by the phone, and checked with us every time: an unchanged list costs a 304.
    "Cache-Control": "private, no-cache",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const png = await renderPng(found.userId, input);
  return new Response(new Uint8Array(png), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) } });
});
