/**
 * The database a test file works on: its own in-memory PGlite, started from the migrated snapshot,
 * or the Postgres server in DATABASE_URL (the `postgres` Vitest project runs every *.db.test.ts
 * again that way).
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
import { resetAuth } from "@/lib/auth/config";
import { resetSignInLimits } from "@/lib/auth/rate-limit";
import { type DatabaseHandle, forgetDatabase, openPglite, openPostgres, setDatabase } from "@/lib/db/client";
import { resetRouteLimits } from "@/lib/http/limits";

export function openTestDatabase(): { readonly current: DatabaseHandle } {
  const holder: { current?: DatabaseHandle } = {};
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    holder.current = url
      ? await openPostgres(url)
      : await openPglite(undefined, new Blob([await readFile(inject("pgliteSnapshot"))], { type: "application/x-tar" }));
    setDatabase(holder.current);
    resetAuth();
    resetSignInLimits();
    resetRouteLimits();
  });
  afterAll(async () => {
    resetAuth();
    resetSignInLimits();
    resetRouteLimits();
    forgetDatabase();
    await holder.current?.close();
  });
  return {
    get current() {
      if (!holder.current) throw new Error("the test database opens in beforeAll");
      return holder.current;
    },
  };
}
