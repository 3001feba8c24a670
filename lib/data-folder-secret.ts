import "server-only";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret a local site generates once and keeps in its data folder, readable by the owner only, so that what it
 * protects (sessions, the task sources' tokens) survives a restart. `accept` says whether a kept value is still good;
 * one that is not (a truncated file) is replaced.
 */
export function keptSecret(dataDir: string, name: string, generate: () => string, accept: (kept: string) => boolean): string {
  const file = path.join(dataDir, name);
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (accept(kept)) return kept;
  } catch {
    // first start: generate below
  }
  const secret = generate();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
