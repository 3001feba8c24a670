import { isProStatus } from "@/lib/billing/plans";
import { getDb } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { countLiveAddress, countLiveFetch } from "@/lib/http/limits";
import { renderPng } from "@/lib/http/render";
import { withRoute } from "@/lib/http/route";
import { endedRenderInput } from "@/lib/live/ended";
import { liveEtag, liveRenderInput, LiveSizeError, matchesEtag } from "@/lib/live/image";
import { sourceWallpaper } from "@/lib/live/source-image";
import { findLiveWallpaper } from "@/lib/live/store";
import { tasksOf } from "@/lib/sources/service";

export const runtime = "nodejs";

/**
 * A live wallpaper: the PNG of the owner's pinned (or newest) wallpaper, or of the source it follows, drawn now. No cookie: the token in the
 * address is the key (a Shortcut sends nothing else). A wrong, replaced or turned-off token is the same 404 after the
 * same work (one count, one lookup by hash), and the address is never logged or passed on as a Referer.
 *
 * Once the owner's Pro has ended, the answer is still a 200 PNG, a picture that says so and where to renew: a Shortcut
 * ("Get Contents of URL", then "Set Wallpaper") sets nothing from a 403, so the phone would keep yesterday's tasks and
 * never say why. A 2xx is the one status every such client sets as an image; `no-store` keeps it out of every cache, so
 * the wallpaper comes back on the first fetch after renewing.
 */
export const GET = withRoute<"none", undefined, { token: string }>({ auth: "none", logAs: "/api/live/[token]" }, async ({ request, params }) => {
  await countLiveFetch(request);
  const db = await getDb();
  const found = await findLiveWallpaper(db, params.token);
  if (!found) throw new ApiError(404, "live.notFound");
  await countLiveAddress(found.tokenHash);
  const query = new URL(request.url).searchParams;
  if (!isProStatus(found.subscriptionStatus)) {
    const shown = found.wallpaper ? askedInput(found.wallpaper, found.doneTasks, query) : null;
    const png = await renderPng(found.userId, endedRenderInput(request, getServerEnv().SITE_URL, shown));
    return pngAnswer(png, { ...PRIVATE, "Cache-Control": "no-store" });
  }
  // Following a source: its last good list, read again first when due (a failing source keeps its last list).
  const drawn = found.source ? sourceWallpaper(found.userId, found.wallpaper, (await tasksOf(db, found.source)).tasks) : found.wallpaper;
  const shown = drawn ? askedInput(drawn, found.doneTasks, query) : null;
  if (!shown) throw new ApiError(404, "live.nothingYet");

  const etag = liveEtag(shown);
  // Stored only by the phone, and checked with us every time: an unchanged list costs a 304.
  const headers = { ...PRIVATE, ETag: etag, "Cache-Control": "private, no-cache" };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return pngAnswer(await renderPng(found.userId, shown), headers);
});

/** What the address draws; a size the phone asked for that cannot be drawn is the caller's mistake: 400, naming it. */
function askedInput(...args: Parameters<typeof liveRenderInput>): ReturnType<typeof liveRenderInput> {
  try {
    return liveRenderInput(...args);
  } catch (error) {
    if (error instanceof LiveSizeError) throw new ApiError(400, "invalidRequest", { issues: error.issues });
    throw error;
  }
}

const PRIVATE = { "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" };

const pngAnswer = (png: Buffer, headers: Record<string, string>) =>
  new Response(new Uint8Array(png), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) } });
