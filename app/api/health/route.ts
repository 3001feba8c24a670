import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { withRoute } from "@/lib/http/route";
import { getImageStore } from "@/lib/storage";

export const runtime = "nodejs";

const CHECK_TIMEOUT_MS = 2_000;

/** Whether `work` finishes within the timeout, never throwing. */
async function answers(work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([work().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness for the test runner; with `?ready`, readiness for a load balancer: whether the database
 * and the image store answer within 2 s each (503 when either does not).
 */
export const GET = withRoute({ auth: "none" }, async ({ request }) => {
  if (!new URL(request.url).searchParams.has("ready")) return { ok: true };
  const [database, store] = await Promise.all([
    answers(async () => (await getDb()).execute(sql`select 1`)),
    answers(() => getImageStore().list("health-check/")),
  ]);
  const ok = database && store;
  return Response.json({ ok, database, store }, { status: ok ? 200 : 503 });
});
