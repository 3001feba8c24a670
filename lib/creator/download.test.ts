import { describe, expect, it } from "vitest";
import { checkPreview, wallpaperFileName } from "./download";

describe("wallpaperFileName", () => {
  it("is timestamped and ends in .png", () => {
    expect(wallpaperFileName(new Date(2026, 0, 5, 7, 8, 9))).toBe("wallminder-2026-01-05-070809.png");
  });
});

describe("checkPreview", () => {
  it("asks for a preview first, refuses what is not a PNG, accepts a real one", () => {
    expect(checkPreview(null)).toBe("missing");
    expect(checkPreview(new Blob(["x".repeat(50)], { type: "image/png" }))).toBe("invalid");
    expect(checkPreview(new Blob(["x".repeat(500)], { type: "text/plain" }))).toBe("invalid");
    expect(checkPreview(new Blob([new Uint8Array(500)], { type: "image/png" }))).toBeNull();
  });
});
