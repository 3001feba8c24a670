/**
 * The route limits through the real routes: counted per account (or address), in the database, with Retry-After, and
 * only for requests served: one refused as invalid uses up nothing.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { MAX_TEXT_LENGTH } from "@/lib/tasks/input";
import { POST as processTasks } from "@/app/api/process-tasks/route";
import { POST as exportZip } from "@/app/api/wallpaper/export/route";
import { SITE, signInPro } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { ROUTE_LIMITS } from "./limits";

const database = openTestDatabase();

async function proUser() {
  const who = await signInPro(database.current.db, "limits");
  return { Authorization: `Bearer ${who.token}` };
}

describe("route limits", () => {
  it("refuses an account's ZIP exports past the limit with 429 and Retry-After, and counts other accounts apart", async () => {
    const [first, second] = await Promise.all([proUser(), proUser()]);
    const send = (auth: Record<string, string>, ids: unknown = [randomUUID()]) => exportZip(jsonPost(`${SITE}/api/wallpaper/export`, { ids }, auth));
    // Refused as invalid: nothing is served, and nothing is counted.
    for (let i = 0; i < ROUTE_LIMITS.export.points + 5; i++) expect((await send(first, "not a list")).status).toBe(400);
    // Served (none of these ids is theirs: "could not retrieve any wallpaper images"), and counted.
    for (let i = 0; i < ROUTE_LIMITS.export.points; i++) expect((await send(first)).status).toBe(404);
    const refused = await send(first);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({
      success: false,
      message: "Too many requests of this kind in a short time. Please wait 60 minutes and try again.",
    });
    expect((await send(second)).status).toBe(404);
  }, 60_000);

  it("counts a visitor's task processing per client address, and gives back what the route refuses as invalid", async () => {
    const from = (address: string, text: unknown = "Buy milk") =>
      jsonPost(`${SITE}/api/process-tasks`, { text, mode: "smart" }, { "X-Forwarded-For": address });
    for (let i = 0; i < ROUTE_LIMITS.processTasks.points; i++) {
      // Interleaved, a body the schema refuses and a list the route finds too long: neither uses the allowance.
      if (i % 50 === 0) expect((await processTasks(from("203.0.113.10", 7))).status).toBe(400);
      if (i % 50 === 1) expect((await processTasks(from("203.0.113.10", "x".repeat(MAX_TEXT_LENGTH + 1)))).status).toBe(413);
      expect((await processTasks(from("203.0.113.10"))).status).toBe(200);
    }
    expect((await processTasks(from("203.0.113.10"))).status).toBe(429);
    // Refused from then on from memory, without a word to the database: a flood costs nobody else anything.
    const writes = vi.spyOn(database.current.db, "insert");
    for (let i = 0; i < 20; i++) expect((await processTasks(from("203.0.113.10"))).status).toBe(429);
    expect(writes).not.toHaveBeenCalled();
    expect((await processTasks(from("203.0.113.11"))).status).toBe(200);
    expect(writes).toHaveBeenCalled();
  }, 90_000);
});
