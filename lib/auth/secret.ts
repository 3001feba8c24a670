import "server-only";
import { randomBytes } from "node:crypto";
import { keptSecret } from "@/lib/data-folder-secret";
import { type ServerEnv, isPublicDeployment } from "@/lib/env";

/**
 * The key that signs sessions. A public deployment must set BETTER_AUTH_SECRET; a local one
 * generates a key once and keeps it in DATA_DIR, so sessions survive a restart.
 */
export function resolveAuthSecret(env: ServerEnv): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (isPublicDeployment(env)) {
    throw new Error("BETTER_AUTH_SECRET must be set (32 characters or more) when the site runs in production on a public address.");
  }
  return keptSecret(
    env.DATA_DIR,
    "auth-secret",
    () => randomBytes(32).toString("base64url"),
    (kept) => kept.length >= 32,
  );
}
