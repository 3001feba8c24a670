import { describe, expect, it } from "vitest";
import { asLastResort, checkPreview, DownloadError, downloadFailureMessage, wallpaperFileName } from "./download";

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

describe("downloadFailureMessage", () => {
  it("names a security block, and otherwise another browser when nothing else had failed", () => {
    expect(downloadFailureMessage(new DownloadError("security"))).toBe("downloadSecurity");
    expect(downloadFailureMessage(new DownloadError("failed"))).toBe("downloadFailed");
    expect(downloadFailureMessage(new Error("anything"))).toBe("downloadFailed");
  });

  it("is the last resort when the server had failed too, and a timeout when it never answered", () => {
    expect(downloadFailureMessage(asLastResort(new DownloadError("failed"), false))).toBe("downloadLastResort");
    expect(downloadFailureMessage(asLastResort(new TypeError("no URL"), false))).toBe("downloadLastResort");
    expect(downloadFailureMessage(asLastResort(new DownloadError("failed"), true))).toBe("downloadTimedOut");
    expect(downloadFailureMessage(asLastResort(new DownloadError("security"), true))).toBe("downloadSecurity");
  });
});
