import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
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
    // The small buffer cache that keeps the server's memory down (docs/decisions/020-server-memory.md).
    const buffers = await second.db.execute(sql`show shared_buffers`);
    expect((buffers as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]?.shared_buffers).toBe("16MB");
    await second.close();
  }, 60_000);

  it("keeps its folder and files private to this user", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "wallminder-pglite-")), "pglite");
    const handle = await openPglite(dir);
    await migrate(handle);
    await handle.close();
    const reopened = await openPglite(dir);
    await reopened.close();
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const loose = entries.filter((entry) => {
      const mode = statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
      return entry.isDirectory() ? mode !== 0o700 : mode !== 0o600;
    });
    expect(loose.map((entry) => entry.name)).toEqual([]);
  }, 60_000);
});
