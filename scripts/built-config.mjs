import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Has Next start from the config the build resolved and wrote down (required-server-files.json in the build folder),
 * as Next's own standalone server does, instead of loading next.config.ts again. Loading it at start compiles the file
 * with SWC and runs the build's plugins (next-intl, Serwist), which brings in two SWC binaries: ~40 MB of native code,
 * and ~30 MB more in heap and native allocations, held for the life of the server, for settings the build has already
 * applied (headers, redirects and rewrites are in its manifests). Measured on the idle server on Postgres: 222 → 151 MB
 * (docs/decisions/020-server-memory.md). The .env files are still read: Next's server reads them itself when it starts.
 */
export function startFromBuiltConfig(distDir = process.env.NEXT_DIST_DIR ?? ".next") {
  const { config } = JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
