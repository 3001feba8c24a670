/** Server PNG renders for routes: bounded by the render queue, refusals as answers, free accounts capped per day. */
import "server-only";
import { getDb } from "@/lib/db/client";
import { databaseLimiter } from "@/lib/db/limiter";
import { getServerEnv } from "@/lib/env";
import { processWide } from "@/lib/process-wide";
import { RenderBusyError, RenderQueue } from "@/lib/wallpaper/render-queue";
import { type RenderInput, renderWallpaperPng } from "@/lib/wallpaper/server";
import { retryLater } from "./api-error";
import { consumeOrRefuse } from "./db-limiter";

const renders = processWide("renderQueue", () => {
  const env = getServerEnv();
  return new RenderQueue({ concurrency: env.RENDER_CONCURRENCY, maxWaiting: env.RENDER_QUEUE_LENGTH, perAccount: env.RENDER_PER_ACCOUNT });
});

/** How many renders are drawing and waiting in this process (for tests that fill the queue). */
export const renderQueueSize = () => renders.get().size;

/** The PNG, drawn when the queue has room; 503 (server busy) or 429 (this account busy) with Retry-After otherwise. */
export async function renderPng(accountId: string, input: RenderInput): Promise<Buffer> {
  try {
    return await renders.get().run(accountId, () => renderWallpaperPng(input));
  } catch (error) {
    if (!(error instanceof RenderBusyError)) throw error;
    throw error.scope === "server" ? retryLater(503, "renderBusy", 5) : retryLater(429, "renderBusyAccount", 5);
  }
}

const DAY_SECONDS = 24 * 60 * 60;

const freeRenders = processWide("freeRenderLimiter", async () =>
  databaseLimiter(await getDb(), "free-server-renders", getServerEnv().FREE_DAILY_SERVER_RENDERS, DAY_SECONDS),
);
export const resetFreeRenderLimit = () => freeRenders.reset();

/** Counts one server render of a free account, in the database so every instance agrees; 429 past the daily cap. */
export async function countFreeRender(userId: string): Promise<void> {
  await consumeOrRefuse(await freeRenders.get(), userId, "freeRenderCap", { max: getServerEnv().FREE_DAILY_SERVER_RENDERS });
}
