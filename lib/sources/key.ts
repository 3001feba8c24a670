import "server-only";
import { randomBytes } from "node:crypto";
import { keptSecret } from "@/lib/data-folder-secret";
import { type ServerEnv, isPublicDeployment } from "@/lib/env";

/**
 * The key that seals the sources' tokens: SOURCES_KEY, or on a local site a key generated once into DATA_DIR (as the
 * session secret is). A public deployment must set it: its instances share one database, so they must share the key.
 */
export function resolveSourcesKey(env: ServerEnv): Buffer {
  if (env.SOURCES_KEY) return Buffer.from(env.SOURCES_KEY, "base64");
  if (isPublicDeployment(env)) {
    throw new Error("SOURCES_KEY must be set (32 bytes in base64) when the site runs in production on a public address.");
  }
  const kept = keptSecret(
    env.DATA_DIR,
    "sources-key",
    () => randomBytes(32).toString("base64"),
    (value) => Buffer.from(value, "base64").length === 32,
  );
  return Buffer.from(kept, "base64");
}
