import { getServerEnv } from "@/lib/env";

/** Serves the IndexNow key at /{key}.txt (rewritten here in next.config.ts), so engines can verify it. */
export function GET(request: Request) {
  const key = getServerEnv().INDEXNOW_KEY;
  const asked = new URL(request.url).searchParams.get("key");
  if (!key || asked !== key) return new Response("Not found", { status: 404 });
  return new Response(key, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
