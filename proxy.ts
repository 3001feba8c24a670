import { NextResponse, type NextRequest } from "next/server";
import { trustedOrigins } from "@/lib/auth/origins";
import { getServerEnv } from "@/lib/env";
import { isCrossOriginWrite } from "@/lib/http/origin";
import { apiMessages } from "@/lib/i18n/server";

/** Every API write from another website is refused before it reaches a route. */
export function proxy(request: NextRequest) {
  if (isCrossOriginWrite(request.method, request.headers, trustedOrigins(getServerEnv()))) {
    return NextResponse.json({ success: false, message: apiMessages()("crossOrigin") }, { status: 403 });
  }
  return NextResponse.next();
}

export const config = { matcher: "/api/:path*" };
