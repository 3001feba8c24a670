/**
 * Refusals answered before Next (scripts/server.mjs): a client the live wallpaper or push address limit has refused is answered from
 * this process's memory until its window ends, without Next's pipeline, which cost about 5 ms of CPU per refused
 * request and, in a flood, every signed-in person's time. The app records each such refusal (lib/http/limits.ts) in a
 * process-wide table under the name below; the database stays the count every instance shares.
 */

/** The table's key on globalThis; lib/process-wide.ts names it `wallminder.earlyRefusals`. */
export const EARLY_REFUSALS = Symbol.for("wallminder.earlyRefusals");

/** At most this many clients are remembered; past it the oldest are forgotten (they are refused by the app again). */
export const MAX_EARLY_REFUSALS = 10_000;

/** The key of a refused client for a request path, or null for a path that is never refused early. */
export function earlyRefusalKey(path, address) {
  if (path.startsWith("/api/live/")) return `live:${address}`;
  if (path.startsWith("/api/sources/push/")) return `push:${address}`;
  return null;
}

/**
 * The refusal to answer `path` from `address` with, or null. An expired one is forgotten.
 * @param {Map<string, { until: number, body: string }> | undefined} table
 */
export function earlyRefusal(table, path, address, now = Date.now()) {
  const key = earlyRefusalKey(path, address);
  const refusal = key && table?.get(key);
  if (!refusal) return null;
  if (refusal.until <= now) {
    table.delete(key);
    return null;
  }
  return { status: 429, retryAfter: Math.ceil((refusal.until - now) / 1000), body: refusal.body };
}
