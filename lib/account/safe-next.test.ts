import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it.each([
    ["/history?x=1#top", "/history?x=1#top"],
    ["/subscription", "/subscription"],
    ["/blog/text-lists-fail", "/blog/text-lists-fail"],
    ["/a/../history", "/history"],
    ["/café", "/caf%C3%A9"],
    ["/search?q=a b", "/search?q=a%20b"],
  ])("keeps %j on this site as %j", (next, expected) => expect(safeNext(next)).toBe(expected));

  it.each([
    // Control characters that browsers drop, turning "/\t/evil" into "//evil".
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    "\t//evil.example",
    "/history\nLocation: https://evil.example",
    // Backslashes that browsers read as slashes.
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    // Protocol-relative and absolute.
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "http:evil.example",
    "HTTPS://evil.example",
    // Scripts and data.
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    // Not paths at all.
    "evil.example",
    "",
    "@evil.example",
    // Very long.
    `/${"a".repeat(5000)}`,
  ])("sends %j home", (next) => expect(safeNext(next)).toBe("/"));

  it.each([
    ["%2F%2Fevil.example", "/"], // not a path
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"], // stays an encoded path on this site
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/／／evil.example", "/%EF%BC%8F%EF%BC%8Fevil.example"], // full-width slashes are text, encoded
    ["/。evil.example", "/%E3%80%82evil.example"],
    ["/@evil.example", "/@evil.example"], // user-info needs "//" first: a plain path here
  ])("keeps encoded and look-alike forms on this site: %j -> %j", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
    expect(new URL(safeNext(next), "https://wallminder.example").host).toBe("wallminder.example");
  });

  it("sends a repeated next (a list) home instead of failing", () => {
    expect(safeNext(["/history", "//evil.example"])).toBe("/");
  });

  it("sends null and undefined home", () => {
    expect(safeNext(null)).toBe("/");
    expect(safeNext(undefined)).toBe("/");
  });
});
