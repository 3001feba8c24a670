/** What Better Auth says about hostile requests goes to the structured log, at its level, never to stderr as text. */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/log";
import { SITE, signIn, withBearer } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { jsonPost } from "@/tests/helpers/requests";
import { GET, POST } from "./[...all]/route";

openTestDatabase();

// Found by the route fuzzer: these wrote "ERROR [Better Auth]" to the console (console.error fails a test).
describe("Better Auth's messages", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a forged Google callback in the structured log and sends the person to the error page", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const answer = await GET(new Request(`${SITE}/api/auth/callback/google?state=forged&code=x`));
    expect([answer.status, answer.headers.get("location")]).toEqual([302, `${SITE}/api/auth/error?error=state_mismatch`]);
    expect(logged).toHaveBeenCalledWith({ details: [expect.objectContaining({ code: "state_mismatch" })] }, "Failed to parse state");
  });

  it("logs a visitor's callback address on another site as a warning, not an error, and refuses it", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const answer = await POST(
      jsonPost(
        `${SITE}/api/auth/sign-in/magic-link`,
        { email: `stranger-${randomUUID().slice(0, 8)}@example.test`, callbackURL: "https://elsewhere.example/take" },
        { Origin: SITE, "X-Forwarded-For": "10.9.8.7" },
      ),
    );
    expect(answer.status).toBe(403);
    expect(warnings).toHaveBeenCalledWith({}, "Invalid callbackURL: https://elsewhere.example/take");
    expect(errors).not.toHaveBeenCalled();
  });

  it("logs a request to delete the account through Better Auth, which is off (DELETE /api/account does that)", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const who = await signIn(`logs-${randomUUID().slice(0, 8)}@example.test`);
    const answer = await POST(
      withBearer(who, `${SITE}/api/auth/delete-user`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    );
    expect(answer.status).toBe(404);
    expect(logged).toHaveBeenCalledWith({}, expect.stringMatching(/^Delete user is disabled/));
  });
});
