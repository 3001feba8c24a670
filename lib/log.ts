/** The server's structured log (JSON lines on stdout). */
import pino from "pino";
import { SITE_NAME } from "@/config/site";
import { getServerEnv } from "@/lib/env";

const env = getServerEnv();

export const logger = pino({
  level: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: SITE_NAME.toLowerCase() },
});
