import { describe, expect, it } from "vitest";
import { PRIVATE_ADDRESSES } from "@/config/private-pages";
import { offlineCopyFor, requestRule } from "./rules";

const ORIGIN = "https://wallminder.example";
const rule = (address: string, { method = "GET", mode = "cors" as RequestMode } = {}) =>
  requestRule({ url: new URL(address, ORIGIN), method, mode }, ORIGIN);

describe("what the service worker does with a request", () => {
  it("never answers or keeps the API, whatever the method: live wallpaper addresses and sessions go to the network", () => {
    for (const address of ["/api/live/3f9c2a", "/api/session", "/api/process-tasks", "/api/wallpaper/history?page=2", "/api/auth/callback/google"]) {
      expect(rule(address), address).toBe("network");
      expect(rule(address, { method: "POST" }), address).toBe("network");
    }
  });

  it("opens every page from the network, private pages too, so no page is ever kept from a visit", () => {
    for (const address of [
      "/",
      "/zh",
      "/faq",
      "/blog/text-lists-fail",
      "/?text=Buy%20milk",
      ...PRIVATE_ADDRESSES.filter((a) => !a.startsWith("/api")),
    ]) {
      expect(rule(address, { mode: "navigate" }), address).toBe("page");
    }
  });

  it("leaves what a signed-in page loads to the network, even a build file's lookalike under a private address", () => {
    for (const address of ["/history?_rsc=1x2", "/zh/account?_rsc=abc", "/payment/success?session_id=cs_1", "/live/abc/_next/static/x.js"]) {
      expect(rule(address), address).toBe("network");
    }
  });

  it("keeps Next's build files and the icons, and leaves other sites and writes alone", () => {
    expect(rule("/_next/static/chunks/0abc.js")).toBe("build-file");
    expect(rule("/_next/static/media/noto-sans-sc-12-wght-normal.0dd.woff2")).toBe("build-file");
    expect(rule("/icon.svg?icon.3-66qmeeux-r1.svg")).toBe("site-image");
    expect(rule("/icons/icon-192.png")).toBe("site-image");
    expect(rule("/og-image.png")).toBe("network");
    expect(rule("/faq?_rsc=1")).toBe("network");
    expect(rule("https://cdn.example/_next/static/chunks/0abc.js")).toBe("network");
    expect(rule("/_next/static/chunks/0abc.js", { method: "POST" })).toBe("network");
  });
});

describe("the kept page shown offline", () => {
  it("is the home page's own copy for the home page, in its language", () => {
    expect(offlineCopyFor("/")).toBe("/");
    expect(offlineCopyFor("/zh")).toBe("/zh");
  });

  it("is the offline page in the address's language for any other page", () => {
    expect(offlineCopyFor("/history")).toBe("/offline");
    expect(offlineCopyFor("/faq")).toBe("/offline");
    expect(offlineCopyFor("/zh/history")).toBe("/zh/offline");
    expect(offlineCopyFor("/zh/blog/text-lists-fail")).toBe("/zh/offline");
    expect(offlineCopyFor("/zhx")).toBe("/offline");
  });
});
