/**
 * Vitest global setup: builds one migrated PGlite database and saves it as a snapshot that every
 * test file loads in about half a second (initdb alone takes 3 to 4 s). When TEST_DATABASE_URL is
 * set, also applies the migrations to that Postgres server once, before the files run in parallel.
 * Also gives the run a fresh data folder (`dataDir`), which tests/setup/data-dir.ts divides between the workers.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrate, openPglite, openPostgres } from "@/lib/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "wallminder-db-"));
  const snapshot = path.join(folder, "pglite.tar");
  const pglite = await openPglite();
  await migrate(pglite);
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  writeFileSync(snapshot, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteSnapshot", snapshot);
  project.provide("dataDir", path.join(folder, "data"));

  if (process.env.TEST_DATABASE_URL) {
    const postgres = await openPostgres(process.env.TEST_DATABASE_URL);
    await migrate(postgres);
    await postgres.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
