/** The route limits through the real routes: counted per account (or address), in the database, with Retry-After. */
import { describe, expect, it } from "vitest";
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
    // Bodies the route refuses still count: the limit is checked before the body is read.
    const send = (auth: Record<string, string>) => exportZip(jsonPost(`${SITE}/api/wallpaper/export`, { ids: "not a list" }, auth));
    for (let i = 0; i < ROUTE_LIMITS.export.points; i++) expect((await send(first)).status).toBe(400);
    const refused = await send(first);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({
      success: false,
      message: "Too many requests of this kind in a short time. Please wait 60 minutes and try again.",
    });
    expect((await send(second)).status).toBe(400);
  });

  it("counts a visitor's task processing per client address", async () => {
    const from = (address: string) => jsonPost(`${SITE}/api/process-tasks`, { text: 7 }, { "X-Forwarded-For": address });
    for (let i = 0; i < ROUTE_LIMITS.processTasks.points; i++) expect((await processTasks(from("203.0.113.10"))).status).toBe(400);
    expect((await processTasks(from("203.0.113.10"))).status).toBe(429);
    expect((await processTasks(from("203.0.113.11"))).status).toBe(400);
  }, 60_000);
});
