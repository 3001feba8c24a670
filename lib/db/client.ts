/**
 * The database: PGlite (embedded Postgres) in DATA_DIR/pglite by default, a Postgres server when
 * DATABASE_URL is set. Opened and migrated once per process; every caller awaits `getDb()`.
 */
import "server-only";
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { getServerEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { processWide } from "@/lib/process-wide";
import { reportDatabaseError } from "./availability";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), "drizzle");

/** Opened once per process; a failed open is forgotten, so the next request tries again. */
const database = processWide("database", () => openDatabase());

/** The migrated database of this process. */
export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  return database.get();
}

/** Makes `handle` this process's database (tests open theirs from a snapshot). */
export function setDatabase(handle: DatabaseHandle): void {
  database.set(Promise.resolve(handle));
}

/** Forgets this process's database (tests close theirs). */
export function forgetDatabase(): void {
  database.reset();
}

async function openDatabase(): Promise<DatabaseHandle> {
  const env = getServerEnv();
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(path.join(env.DATA_DIR, "pglite"));
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

/** A `select 1` through this process's database, opening it again if it never opened: asked while it is down. */
const probeDatabase = async () => (await getDb()).execute(sql`select 1`);

/** A connection is made within 3 s or not at all, and a query answers within 15 s: nothing waits on a lost server. */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 15_000;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ Pool }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS });
  const report = (error: unknown) => reportDatabaseError(error, probeDatabase);
  // An idle connection cut by the server (a restart): logged and reported, never an uncaught error that stops the app.
  pool.on("error", (error) => {
    logger.warn({ err: error }, "database connection lost");
    report(error);
  });
  // Every query and checkout made with a promise (as Drizzle makes them) passes its failure to the availability state
  // on its way to the caller; the callback forms, which the pool uses inside, are left as they are.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const reported =
    (call: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) =>
      typeof args.at(-1) === "function"
        ? call(...args)
        : (call(...args) as Promise<unknown>).catch((error: unknown) => {
            report(error);
            throw error;
          });
  Object.assign(pool, { query: reported(query), connect: reported(connect) });
  return { db: drizzle(pool, { schema }) as unknown as Database, kind: "postgres", close: () => pool.end() };
}

/**
 * The embedded database's share of the server's memory, measured (docs/decisions/020-server-memory.md):
 * - Its buffer cache: PGlite's default shared_buffers of 128 MB fills as tables are read and stays resident. 16 MB
 *   holds this app's hot rows many times over; an idle server is ~120 MB smaller.
 * - Its compiled code: V8 compiles the 9 MB WebAssembly module once quickly (Liftoff) and again optimised (TurboFan),
 *   and keeps both: 50-80 MB more. Liftoff alone runs our queries at much the same speed (they wait on the disk and
 *   on JavaScript more than on Postgres's own code). The flag reaches every WebAssembly module compiled after it;
 *   only PGlite's are.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/** `dataDir` undefined: in memory. `loadDataDir`: start from a snapshot instead of running initdb. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  v8.setFlagsFromString("--liftoff-only");
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (dataDir && !loadDataDir && !existsSync(path.join(dataDir, "PG_VERSION"))) await createPgliteFolder(dataDir);
  const client = new PGlite({ dataDir, loadDataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  if (dataDir) {
    await client.waitReady;
    keepPrivate(dataDir);
  }
  return { db: drizzle(client, { schema }) as unknown as Database, kind: "pglite", close: () => client.close() };
}

/**
 * Creates a new embedded database folder (initdb) in a short-lived process. Creating it in the server's own process
 * leaves the server ~450 MB larger for good, even once that first PGlite is closed (initdb's own WebAssembly memory
 * and code are not given back): 775 MB on a first start against 170 MB when opening a folder that exists.
 */
async function createPgliteFolder(dataDir: string): Promise<void> {
  const create = `const { PGlite } = await import("@electric-sql/pglite"); await (await PGlite.create(process.argv[1])).close();`;
  // An --eval script resolves its imports from the working directory: the app's root, whose node_modules has PGlite.
  await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", create, dataDir], { cwd: process.cwd() });
}

/** Any fixed number: the Postgres advisory lock that lets one instance at a time apply migrations. */
const MIGRATION_LOCK = 7_351_902_114;

/**
 * Applies the committed SQL migrations in drizzle/ that this database has not seen yet. On Postgres, instances that
 * start together take turns (an advisory lock): the first applies them, the others then find nothing left to do.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    const pool = (handle.db as unknown as { $client: import("pg").Pool }).$client;
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await run(handle.db as never, { migrationsFolder: MIGRATIONS });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(handle.db as never, { migrationsFolder: MIGRATIONS });
  }
}

/**
 * The embedded database's files are this user's alone: folders 700 (nobody else can even list
 * them, whatever mode PGlite gives the files it adds later) and the files there now 600.
 */
export function keepPrivate(folder: string): void {
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    chmodSync(`${entry.parentPath}/${entry.name}`, entry.isDirectory() ? 0o700 : 0o600);
  }
}
