#!/usr/bin/env node
/**
 * Regenerates lib/db/auth-schema.ts with Better Auth's CLI. The CLI reads a config that exports
 * `auth`; ours is built at run time on the database, so this writes a stand-in with the same
 * plugins (keep the list in step with lib/auth/config.ts), runs the CLI and removes it.
 * Uses the 1.4 CLI: the newer one needs Node 22. Then run `npm run db:generate`.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";

const STAND_IN = "lib/auth/.schema-config.ts";
writeFileSync(
  STAND_IN,
  `import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
export const auth = betterAuth({
  database: drizzleAdapter({} as never, { provider: "pg" }),
  plugins: [genericOAuth({ config: [] }), magicLink({ sendMagicLink: async () => {} }), bearer()],
});
`,
);
try {
  const result = spawnSync("npx", ["-y", "@better-auth/cli@1.4.22", "generate", "--config", STAND_IN, "--output", "lib/db/auth-schema.ts", "--yes"], {
    stdio: "inherit",
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(STAND_IN, { force: true });
}
