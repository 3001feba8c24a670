import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getServerEnv, SETTING_NAMES } from "./env";

const env = (values: Record<string, string>) => getServerEnv(values as unknown as NodeJS.ProcessEnv);

describe("the site's address", () => {
  it("follows PORT when SITE_URL is not set, and SITE_URL wins when it is", () => {
    expect(env({ PORT: "3100" }).SITE_URL).toBe("http://localhost:3100");
    expect(env({}).SITE_URL).toBe("http://localhost:3000");
    expect(env({ PORT: "3100", SITE_URL: "https://wallminder.app" }).SITE_URL).toBe("https://wallminder.app");
  });
});

describe("reading the settings", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads them once in the production server, whose environment is fixed when it starts", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", "https://wallminder.example");
    const first = getServerEnv();
    expect(first.SITE_URL).toBe("https://wallminder.example");
    expect(getServerEnv()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("reads them at every call elsewhere, so a test can change the environment between calls", () => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("SITE_URL", "https://one.example");
    expect(getServerEnv().SITE_URL).toBe("https://one.example");
    vi.stubEnv("SITE_URL", "https://two.example");
    expect(getServerEnv().SITE_URL).toBe("https://two.example");
  });

  it("reads a source passed in at every call, in production too", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(env({ SITE_URL: "https://one.example" }).SITE_URL).toBe("https://one.example");
    expect(env({ SITE_URL: "https://two.example" }).SITE_URL).toBe("https://two.example");
  });
});

describe(".env.example", () => {
  it("lists every setting the app reads, so an operator finds each one where lib/env.ts promises", () => {
    const example = readFileSync(path.join(import.meta.dirname, "../.env.example"), "utf8");
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(SETTING_NAMES.filter((name) => name !== "NODE_ENV" && !listed.has(name))).toEqual([]);
  });

  it("reads the first orphan sweep's delay in seconds, a minute unless set", () => {
    expect(env({}).ORPHAN_SWEEP_AFTER_SECONDS).toBe(60);
    expect(env({ ORPHAN_SWEEP_AFTER_SECONDS: "2" }).ORPHAN_SWEEP_AFTER_SECONDS).toBe(2);
    expect(() => env({ ORPHAN_SWEEP_AFTER_SECONDS: "-1" })).toThrow();
  });
});
