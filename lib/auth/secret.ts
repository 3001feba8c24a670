import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
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
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
