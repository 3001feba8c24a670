import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SITE, signIn, withCookie } from "@/tests/helpers/auth";
import { openTestDatabase } from "@/tests/helpers/database";
import { GET } from "./route";

openTestDatabase();

async function ask(request = new Request(`${SITE}/api/session`)) {
  const response = await GET(request);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/session", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("tells a visitor's header that Google sign-in is not offered when only email is configured", async () => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "");
    expect(await ask()).toEqual({ status: 200, body: { signedIn: false, google: false } });
  });

  it("tells it that Google sign-in is offered when it is configured", async () => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "client-id");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "client-secret");
    expect(await ask()).toEqual({ status: 200, body: { signedIn: false, google: true } });
  });

  it("answers a signed-in person with who they are and their plan", async () => {
    const address = `session-${randomUUID().slice(0, 8)}@example.test`;
    const { body } = await ask(withCookie(await signIn(address), `${SITE}/api/session`));
    expect(body).toMatchObject({ signedIn: true, user: { email: address }, plan: "free", isPro: false });
  });
});
