import { describe, expect, it, vi } from "vitest";
import { getImageStore } from "@/lib/storage";
import { openTestDatabase } from "@/tests/helpers/database";
import { GET } from "./route";

const database = openTestDatabase();

describe("GET /api/health", () => {
  it("says it is alive, and with ?ready whether the database and the store answer", async () => {
    expect(await (await GET(new Request("http://localhost/api/health"))).json()).toEqual({ ok: true });
    const ready = await GET(new Request("http://localhost/api/health?ready"));
    expect([ready.status, await ready.json()]).toEqual([200, { ok: true, database: true, store: true }]);
  });

  it("answers 503 within a few seconds when the database hangs or the store fails", async () => {
    vi.spyOn(database.current.db, "execute").mockReturnValue(new Promise(() => {}) as never);
    vi.spyOn(getImageStore(), "list").mockRejectedValue(new Error("bucket gone"));
    const started = Date.now();
    const response = await GET(new Request("http://localhost/api/health?ready"));
    expect([response.status, await response.json()]).toEqual([503, { ok: false, database: false, store: false }]);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
