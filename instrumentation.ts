/**
 * Runs once when the server starts: opens the database, applies any new migrations, schedules the orphan image sweep,
 * and leaves scripts/server.mjs a way to close the database when it stops.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDatabaseHandle } = await import("@/lib/db/client");
  const { logger } = await import("@/lib/log");
  const started = performance.now();
  const handle = await getDatabaseHandle();
  logger.info({ database: handle.kind, ms: Math.round(performance.now() - started) }, "database ready");
  const { DEFAULT_SWEEP_SCHEDULE, startOrphanSweeper } = await import("@/lib/history/sweeper");
  const { getServerEnv } = await import("@/lib/env");
  const stopSweeper = startOrphanSweeper({ ...DEFAULT_SWEEP_SCHEDULE, firstAfterMs: getServerEnv().ORPHAN_SWEEP_AFTER_SECONDS * 1000 });
  // scripts/server.mjs calls this on SIGTERM, once the requests in flight have finished.
  (globalThis as Record<symbol, unknown>)[Symbol.for("wallminder.shutdown")] = async () => {
    stopSweeper();
    await handle.close();
    logger.info("database closed");
  };
}
