import { NextResponse, type NextRequest } from "next/server";
import { trustedOrigins } from "@/lib/auth/origins";
import { isArticleSlug } from "@/lib/content/article-files";
import { getServerEnv } from "@/lib/env";
import { isCrossOriginWrite } from "@/lib/http/origin";
import { apiMessages } from "@/lib/i18n/server";

const ARTICLE_NOT_FOUND_PATH = "/article-not-found";

/**
 * Runs before the routes it matches:
 * - every API write from another website is refused;
 * - an address under /blog/ that is not an article gets the "Article Not Found" page as static
 *   HTML with status 404 (and so does that page's own address).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return guardApiWrite(request);
  const slug = pathname.startsWith("/blog/") ? pathname.slice("/blog/".length) : null;
  if (slug !== null && isArticleSlug(slug)) return NextResponse.next();
  const notFound = request.nextUrl.clone();
  notFound.pathname = ARTICLE_NOT_FOUND_PATH;
  notFound.search = "";
  return NextResponse.rewrite(notFound, { status: 404 });
}

function guardApiWrite(request: NextRequest) {
  if (isCrossOriginWrite(request.method, request.headers, trustedOrigins(getServerEnv()))) {
    return NextResponse.json({ success: false, message: apiMessages()("crossOrigin") }, { status: 403 });
  }
  return NextResponse.next();
}

// Literal values: Next reads the matcher from the source at build time.
export const config = { matcher: ["/api/:path*", "/blog/:slug", "/article-not-found"] };
