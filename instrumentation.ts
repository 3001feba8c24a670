/** Runs once when the server starts: opens the database, applies any new migrations, and schedules the orphan image sweep. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDatabaseHandle } = await import("@/lib/db/client");
  const { logger } = await import("@/lib/log");
  const started = performance.now();
  const handle = await getDatabaseHandle();
  logger.info({ database: handle.kind, ms: Math.round(performance.now() - started) }, "database ready");
  const { startOrphanSweeper } = await import("@/lib/history/sweeper");
  startOrphanSweeper();
}
