import { describe, expect, it } from "vitest";
import { buildRecord, buildSettings, formatRecord, hashFiles, listSourceFiles, parseRecord, staleReason } from "./build-hash.mjs";

const FILES = [
  { path: "app/page.tsx", contents: "export default function Page() {}" },
  { path: "lib/env.ts", contents: "export const x = 1;" },
];
const ENV = { SITE_URL: "https://wallminder.example", NODE_ENV: "production", NEXT_PUBLIC_PLAUSIBLE: "on", HOME: "/root" };

describe("the build hash", () => {
  it("is a sha256 that does not depend on the order files are listed in", () => {
    const hash = hashFiles(FILES);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashFiles([...FILES].reverse())).toBe(hash);
    expect(hashFiles(FILES.map((f) => ({ ...f, contents: Buffer.from(f.contents) })))).toBe(hash);
  });

  it("changes with a file's contents, a file's name, and a file added or removed", () => {
    const hash = hashFiles(FILES);
    expect(hashFiles([FILES[0]!, { path: "lib/env.ts", contents: "export const x = 2;" }])).not.toBe(hash);
    expect(hashFiles([FILES[0]!, { path: "lib/env2.ts", contents: FILES[1]!.contents }])).not.toBe(hash);
    expect(hashFiles([...FILES, { path: "public/a.txt", contents: "" }])).not.toBe(hash);
    expect(hashFiles([FILES[0]!])).not.toBe(hash);
    // Moving bytes from one file into the next is a change too.
    expect(
      hashFiles([
        { path: "a", contents: "xy" },
        { path: "b", contents: "" },
      ]),
    ).not.toBe(
      hashFiles([
        { path: "a", contents: "x" },
        { path: "b", contents: "y" },
      ]),
    );
  });

  it("reads SITE_URL, NODE_ENV and every NEXT_PUBLIC_* variable, nothing else", () => {
    expect(buildSettings(ENV)).toEqual([
      ["NEXT_PUBLIC_PLAUSIBLE", "on"],
      ["NODE_ENV", "production"],
      ["SITE_URL", "https://wallminder.example"],
    ]);
    expect(buildRecord(FILES, { ...ENV, HOME: "/elsewhere", PORT: "3700" }).hash).toBe(buildRecord(FILES, ENV).hash);
  });

  it("changes with those settings, and a set-but-empty variable differs from an unset one", () => {
    const base = buildRecord(FILES, ENV).hash;
    expect(buildRecord(FILES, { ...ENV, SITE_URL: "https://other.example" }).hash).not.toBe(base);
    expect(buildRecord(FILES, { ...ENV, NODE_ENV: undefined }).hash).not.toBe(base);
    expect(buildRecord(FILES, { ...ENV, NEXT_PUBLIC_NEW: "1" }).hash).not.toBe(base);
    expect(buildRecord(FILES, { SITE_URL: "" }).hash).not.toBe(buildRecord(FILES, {}).hash);
  });

  it("never stores a setting's value", () => {
    const text = formatRecord(buildRecord(FILES, ENV));
    expect(text).not.toContain("wallminder.example");
    expect(text).toContain("env SITE_URL ");
  });

  it("survives being written and read back", () => {
    const record = buildRecord(FILES, ENV);
    expect(parseRecord(formatRecord(record))).toEqual(record);
    expect(parseRecord("")).toBeUndefined();
    expect(parseRecord("not a hash\n")).toBeUndefined();
  });
});

describe("why a build is stale", () => {
  const record = buildRecord(FILES, ENV);

  it("is nothing when sources and settings are the same", () => {
    expect(staleReason(record, buildRecord([...FILES].reverse(), { ...ENV }))).toBeUndefined();
  });

  it("names what changed", () => {
    expect(staleReason(undefined, record)).toMatch(/no record/);
    const edited = [FILES[0]!, { path: "lib/env.ts", contents: "changed" }];
    expect(staleReason(record, buildRecord(edited, ENV))).toBe("the sources changed");
    expect(staleReason(record, buildRecord(FILES, { ...ENV, SITE_URL: "https://other.example" }))).toBe("SITE_URL changed");
    expect(staleReason(record, buildRecord(edited, { ...ENV, NEXT_PUBLIC_PLAUSIBLE: undefined, NEXT_PUBLIC_X: "1" }))).toBe(
      "the sources changed and NEXT_PUBLIC_PLAUSIBLE, NEXT_PUBLIC_X changed",
    );
  });
});

describe("the source files", () => {
  it("are this checkout's app, components, lib and build settings, not its tests or docs outside them", () => {
    const files = listSourceFiles(".");
    expect(files).toContain("next.config.ts");
    expect(files).toContain("package-lock.json");
    expect(files.some((f) => f.startsWith("app/"))).toBe(true);
    expect(files.some((f) => f.startsWith("lib/wallpaper/"))).toBe(true);
    expect(files.some((f) => f.startsWith("node_modules/") || f.startsWith(".next/") || f.startsWith("tests/") || f === "README.md")).toBe(false);
  });
});
