/**
 * Schedules `sweepOrphanImages`: images no row points at, left by a crash between the image and the row or by a
 * failed delete, are removed a minute after the server starts and then every hour. Every instance runs it: deleting
 * is idempotent, and the grace period spares the images of saves still in flight (decision record 010).
 */
import "server-only";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { getImageStore } from "@/lib/storage";
import { sweepOrphanImages } from "./store";

export interface SweepSchedule {
  firstAfterMs: number;
  everyMs: number;
  sweep: () => Promise<number>;
}

export const DEFAULT_SWEEP_SCHEDULE: SweepSchedule = {
  firstAfterMs: 60_000,
  everyMs: 60 * 60_000,
  sweep: async () => sweepOrphanImages(await getDb(), getImageStore()),
};

/** Starts the schedule; the returned function stops it. Timers never keep the process alive, and a failed sweep waits for the next. */
export function startOrphanSweeper({ firstAfterMs, everyMs, sweep }: SweepSchedule = DEFAULT_SWEEP_SCHEDULE): () => void {
  let timer: NodeJS.Timeout;
  const run = async () => {
    try {
      const removed = await sweep();
      if (removed > 0) logger.info({ removed }, "orphan images swept");
    } catch (error) {
      logger.warn({ err: error }, "orphan image sweep failed; next one in an hour");
    }
    timer = setTimeout(run, everyMs).unref();
  };
  timer = setTimeout(run, firstAfterMs).unref();
  return () => clearTimeout(timer);
}
