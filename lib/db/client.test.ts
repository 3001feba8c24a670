import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate, openPglite } from "./client";
import { user } from "./schema";

describe("the embedded database", () => {
  it("is created and migrated on first start, and keeps its rows and migrations across a restart", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "wallminder-pglite-")), "pglite");
    const first = await openPglite(dir);
    await migrate(first);
    await first.db.insert(user).values({ id: "u1", name: "Ada", email: "ada@example.test" });
    await first.close();

    const second = await openPglite(dir);
    await migrate(second); // nothing new to apply
    const applied = await second.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect((applied as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(journal.entries.length);
    expect(await second.db.select({ email: user.email }).from(user)).toEqual([{ email: "ada@example.test" }]);
    await second.close();
  }, 30_000);
});
