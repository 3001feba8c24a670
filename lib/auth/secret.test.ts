import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getServerEnv } from "@/lib/env";
import { resolveAuthSecret } from "./secret";

const env = (values: Record<string, string>) => getServerEnv({ ...values } as NodeJS.ProcessEnv);

describe("resolveAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when it is set", () => {
    expect(resolveAuthSecret(env({ BETTER_AUTH_SECRET: "s".repeat(40) }))).toBe("s".repeat(40));
  });

  it("generates a secret on a local site and keeps it, readable by the owner only, across restarts", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "wallminder-secret-"));
    const first = resolveAuthSecret(env({ DATA_DIR: dataDir, NODE_ENV: "production", SITE_URL: "http://localhost:3000" }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(env({ DATA_DIR: dataDir }))).toBe(first);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("refuses to start a public deployment without one", () => {
    expect(() => resolveAuthSecret(env({ NODE_ENV: "production", SITE_URL: "https://wallminder.app" }))).toThrow(/BETTER_AUTH_SECRET must be set/);
  });

  it("rejects a short secret when the environment is read", () => {
    expect(() => env({ BETTER_AUTH_SECRET: "short" })).toThrow(/at least 32 characters/);
  });
});
