/** Instances that start together on one new Postgres database apply the migrations once, without failing. */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrate, openPostgres } from "./client";

const url = process.env.DATABASE_URL;

describe.runIf(url)("migrations on Postgres", () => {
  it("three instances starting at once on an empty database all come up, and the tables exist once", async () => {
    const name = `wallminder_migrate_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openPostgres(target.toString())));
    try {
      await Promise.all(handles.map((handle) => migrate(handle)));
      const tables = await handles[0]!.db.execute(`select count(*)::int as n from information_schema.tables where table_name = 'wallpapers'`);
      expect((tables as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  }, 60_000);
});
