import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getServerEnv } from "@/lib/env";
import { resolveSourcesKey } from "./key";
import { openSecret, sealSecret, SecretUnreadableError } from "./secret-box";

const key = randomBytes(32);
const env = (values: Record<string, string>) => getServerEnv({ ...values } as NodeJS.ProcessEnv);

describe("a source's token at rest", () => {
  it("opens with the key and the row it was sealed for, and holds nothing of the token in the clear", () => {
    const sealed = sealSecret(key, "todoist-token-0123456789", "user-1:source-1");
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain("todoist");
    expect(sealed).not.toBe(sealSecret(key, "todoist-token-0123456789", "user-1:source-1"));
    expect(openSecret(key, sealed, "user-1:source-1")).toBe("todoist-token-0123456789");
  });

  it("does not open with another key, in another row, cut, or with one character changed", () => {
    const sealed = sealSecret(key, "todoist-token", "user-1:source-1");
    expect(() => openSecret(randomBytes(32), sealed, "user-1:source-1")).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, sealed, "user-2:source-1")).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, sealed.slice(0, 20), "user-1:source-1")).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, "todoist-token", "user-1:source-1")).toThrow(SecretUnreadableError);
    const raw = Buffer.from(sealed.slice(3), "base64url");
    for (const at of [0, 12, 28, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[at]! ^= 1;
      expect(() => openSecret(key, `v1.${tampered.toString("base64url")}`, "user-1:source-1")).toThrow(SecretUnreadableError);
    }
  });
});

describe("resolveSourcesKey", () => {
  it("uses SOURCES_KEY when it is set, and refuses one that is not 32 bytes", () => {
    expect(resolveSourcesKey(env({ SOURCES_KEY: key.toString("base64") }))).toEqual(key);
    expect(() => env({ SOURCES_KEY: randomBytes(16).toString("base64") })).toThrow(/SOURCES_KEY must be 32 bytes/);
    expect(() => env({ SOURCES_KEY: "not base64 at all!" })).toThrow(/SOURCES_KEY must be 32 bytes/);
  });

  it("generates a key on a local site once, readable by the owner only, and keeps it across restarts", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "wallminder-sources-key-"));
    const first = resolveSourcesKey(env({ DATA_DIR: dataDir }));
    expect(first.length).toBe(32);
    expect(resolveSourcesKey(env({ DATA_DIR: dataDir }))).toEqual(first);
    const file = path.join(dataDir, "sources-key");
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64")).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("refuses a public deployment without one: its instances must share the key", () => {
    expect(() => resolveSourcesKey(env({ NODE_ENV: "production", SITE_URL: "https://wallminder.app" }))).toThrow(/SOURCES_KEY must be set/);
  });
});
